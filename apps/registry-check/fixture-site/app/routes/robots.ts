import { site } from '../site.server';

export const loader = site.robotsLoader;
