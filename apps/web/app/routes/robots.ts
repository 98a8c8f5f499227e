import { site } from '../site.server';

/** Prerendered to /robots.txt. */
export const loader = site.robotsLoader;
