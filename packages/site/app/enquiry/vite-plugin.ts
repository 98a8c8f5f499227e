import { loadEnv, type Plugin } from 'vite';
import { assertEnquiryConfig } from './config-check';

/**
 * Checks the enquiry configuration when Vite starts (dev and build): a build for EmailJS with a
 * missing key fails naming it. Also fixes the target and origin in the client bundle.
 *
 *   // apps/web/vite.config.ts
 *   import { enquiryConfig } from './app/enquiry/vite-plugin';
 *   export default defineConfig({ plugins: [enquiryConfig(), reactRouter()] });
 */
export function enquiryConfig(): Plugin {
  return {
    name: 'defne:enquiry-config',
    config(userConfig, { mode }) {
      const env = {
        ...loadEnv(mode, userConfig.envDir || userConfig.root || process.cwd(), ''),
        ...process.env,
      };
      const { target, define } = assertEnquiryConfig(env, mode);
      if (target === 'local' && mode === 'production') {
        this.info?.(
          `enquiries go to the local outbox (${JSON.parse(define['import.meta.env.VITE_EMAILJS_ORIGIN'] ?? '""')}); set ENQUIRY_TARGET=emailjs for a deployment build`,
        );
      }
      return { define };
    },
  };
}
