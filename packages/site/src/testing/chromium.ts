// Debian's Chromium as every browser suite and script here launches it (Playwright's own browser
// download cannot work on these machines): the path, and flags for a quiet, sandbox-free run.
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
