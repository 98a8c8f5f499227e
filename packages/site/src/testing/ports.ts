import { execFileSync } from 'node:child_process';

/**
 * A free loopback port for the environment variable `name`, fixed once for the Playwright runner
 * and inherited by its workers through env (a config file is evaluated in each of them).
 */
export function freePort(name: string): number {
  if (!process.env[name]) {
    const script =
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
    process.env[name] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  }
  return Number(process.env[name]);
}
