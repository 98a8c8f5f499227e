import { robotsTxt } from '../seo/head.server';

/** Prerendered to /robots.txt by @defne/seo's buildRobots. */
export function loader() {
  return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
