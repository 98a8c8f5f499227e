// Decap waits for CMS.init(), called by editor.js with the configuration the server generated.
window.CMS_MANUAL_INIT = true;
