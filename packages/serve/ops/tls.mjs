// A throwaway certificate authority and a server certificate for localhost and 127.0.0.1, made at
// run time with Debian's openssl for the local TLS server (`serve:nginx` with TLS=1). Nothing is
// trusted system-wide: a client trusts the CA for one process, e.g. NODE_EXTRA_CA_CERTS=<ca.pem>.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OPENSSL = process.env.OPENSSL_BIN ?? 'openssl';

/**
 * Runs openssl; its stdout, or an error with its stderr.
 * @param {string[]} args
 * @param {string} cwd
 */
function openssl(args, cwd) {
  const result = spawnSync(OPENSSL, args, { cwd, encoding: 'utf8' });
  if (result.error)
    throw new Error(`openssl is missing (apt-get install openssl): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed:\n${result.stderr}`);
  return result.stdout;
}

/**
 * Writes ca.pem (the local CA), server.pem (the certificate of localhost, signed by it) and
 * key.pem into dir, valid for two days. P-256 keys.
 * @param {string} dir
 * @param {{ hosts?: string[] }} [options] DNS names and IP addresses of the server certificate
 * @returns {{ ca: string, certificate: string, key: string }} absolute paths
 */
export function makeLocalCertificates(dir, { hosts = ['localhost', '127.0.0.1', '::1'] } = {}) {
  mkdirSync(dir, { recursive: true });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca-key.pem',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Defne local development CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE,pathlen:0',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(
    ['req', ...ec, '-keyout', 'key.pem', '-out', 'server.csr', '-subj', `/CN=${hosts[0]}`],
    dir,
  );
  const altNames = hosts.map((h) => (/^[\d.]+$|:/.test(h) ? `IP:${h}` : `DNS:${h}`)).join(',');
  writeFileSync(
    join(dir, 'server.ext'),
    [
      `subjectAltName=${altNames}`,
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca-key.pem',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      'server.ext',
      '-out',
      'server.pem',
    ],
    dir,
  );
  return {
    ca: join(dir, 'ca.pem'),
    certificate: join(dir, 'server.pem'),
    key: join(dir, 'key.pem'),
  };
}
