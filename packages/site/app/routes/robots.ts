import { server } from '../site.server';

/** Prerendered to /robots.txt. */
export const loader = server.robotsLoader;
