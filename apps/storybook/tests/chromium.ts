// Debian's Chromium (Playwright cannot download its own browser on these machines), quiet and
// sandbox-free, as the other browser suites of the repository launch it.
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
