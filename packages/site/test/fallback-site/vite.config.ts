import { reactRouter } from '@react-router/dev/vite';
import { defneSite } from '@defne/site/vite';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [reactRouter(), defneSite()] });
