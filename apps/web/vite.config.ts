import { reactRouter } from '@react-router/dev/vite';
import { siteChunks } from '@defne/site/vite';
import { defineConfig } from 'vite';
import { enquiryConfig } from './app/enquiry/vite-plugin';

export default defineConfig({
  plugins: [enquiryConfig(), reactRouter(), siteChunks()],
});
