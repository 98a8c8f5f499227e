import { loadEnv, type Plugin } from 'vite';
import { assertEnquiryConfig } from './enquiry-env';

export interface EnquiryConfigOptions {
  /**
   * The site's own form kinds (`enquiry.forms` of its config), read when Vite starts: an EmailJS
   * build needs each one's template (`VITE_EMAILJS_{KIND}_TEMPLATE_ID`). @default () => []
   */
  kinds?: () => readonly string[];
}

/**
 * Checks the enquiry configuration when Vite starts (dev and build): a build for EmailJS with a
 * missing key fails naming it. Also fixes the target and origin in the client bundle, and the
 * templates of the site's own form kinds. `defneSite()` adds it.
 */
export function enquiryConfig({ kinds = () => [] }: EnquiryConfigOptions = {}): Plugin {
  return {
    name: 'defne:enquiry-config',
    config(userConfig, { mode }) {
      const env = {
        ...loadEnv(mode, userConfig.envDir || userConfig.root || process.cwd(), ''),
        ...process.env,
      };
      const { target, define } = assertEnquiryConfig(env, mode, kinds());
      if (target === 'local' && mode === 'production') {
        this.info?.(
          `enquiries go to the local outbox (${JSON.parse(define['import.meta.env.VITE_EMAILJS_ORIGIN'] ?? '""')}); set ENQUIRY_TARGET=emailjs for a deployment build`,
        );
      }
      return { define };
    },
  };
}
