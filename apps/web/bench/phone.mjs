// The phone the benches load pages on, as Lighthouse's mobile run emulates it.

/** Lighthouse's mobile throttling (lighthouse/core/config/constants.js, mobileSlow4G). */
export const THROTTLING = Object.freeze({
  rttMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
});

/** A phone's screen and input (Playwright's browser context options). */
export const PHONE = Object.freeze({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
