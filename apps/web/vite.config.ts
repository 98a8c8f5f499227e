import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { enquiryConfig } from './app/enquiry/vite-plugin';

// Every page needs React, React DOM, React Router and i18next: one file for all of them, so a
// phone's first visit makes fewer requests (each one costs a round trip on a slow network).
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

// The group's own packages that most pages share (header, footer, links, texts), in one file too;
// what a few pages or a lazily loaded part use stays with them (shared by four chunks or more: at
// two or three, code of the forms and the catalogue would come with every page).
const sitePackages = /[\\/]packages[\\/](ui|site|content)[\\/]dist[\\/]/;

export default defineConfig({
  plugins: [enquiryConfig(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework },
                { name: 'site', test: sitePackages, minShareCount: 4 },
              ],
            },
          },
        },
      },
    },
  },
});
