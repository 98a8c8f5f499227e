// GENERATED FILE - do not edit by hand.
// Made by apps/web/media/generate.mjs from @defne/content and apps/web/media/source/.
// Regenerate with: pnpm --filter @defne/web media
import type { MediaManifest } from './types';

export const mediaFolders = [
  'filtration',
  'staple',
  'paint',
  'dental',
  'shoe',
  'decoration',
] as const;

export const mediaManifest: MediaManifest = {
  products: {
    'filtration/1': {
      key: 'microglassMedia',
      main: {
        src: '/media/sectors/filtration/1.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/1-480w.webp 480w, /media/sectors/filtration/1.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/1-480w.avif 480w, /media/sectors/filtration/1.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/1-480w.webp 480w, /media/sectors/filtration/1.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/filtration/1_1.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/1_1-480w.webp 480w, /media/sectors/filtration/1_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/1_1-480w.avif 480w, /media/sectors/filtration/1_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/1_1-480w.webp 480w, /media/sectors/filtration/1_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/filtration/1_2.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/1_2-480w.webp 480w, /media/sectors/filtration/1_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/1_2-480w.avif 480w, /media/sectors/filtration/1_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/1_2-480w.webp 480w, /media/sectors/filtration/1_2.webp 960w',
            },
          ],
        },
        {
          n: 3,
          src: '/media/sectors/filtration/1_3.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/1_3-480w.webp 480w, /media/sectors/filtration/1_3.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/1_3-480w.avif 480w, /media/sectors/filtration/1_3.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/1_3-480w.webp 480w, /media/sectors/filtration/1_3.webp 960w',
            },
          ],
        },
      ],
    },
    'filtration/2': {
      key: 'separator',
      main: {
        src: '/media/sectors/filtration/2.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/2-480w.webp 480w, /media/sectors/filtration/2.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/2-480w.avif 480w, /media/sectors/filtration/2.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/2-480w.webp 480w, /media/sectors/filtration/2.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/3': {
      key: 'spunbondPolyester',
      main: {
        src: '/media/sectors/filtration/3.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/3-480w.webp 480w, /media/sectors/filtration/3.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/3-480w.avif 480w, /media/sectors/filtration/3.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/3-480w.webp 480w, /media/sectors/filtration/3.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/4': {
      key: 'filterPaper',
      main: {
        src: '/media/sectors/filtration/4.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/4-480w.webp 480w, /media/sectors/filtration/4.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/4-480w.avif 480w, /media/sectors/filtration/4.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/4-480w.webp 480w, /media/sectors/filtration/4.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/filtration/4_1.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/4_1-480w.webp 480w, /media/sectors/filtration/4_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/4_1-480w.avif 480w, /media/sectors/filtration/4_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/4_1-480w.webp 480w, /media/sectors/filtration/4_1.webp 960w',
            },
          ],
        },
      ],
    },
    'filtration/5': {
      key: 'bagFilterRolls',
      main: {
        src: '/media/sectors/filtration/5.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/5-480w.webp 480w, /media/sectors/filtration/5.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/5-480w.avif 480w, /media/sectors/filtration/5.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/5-480w.webp 480w, /media/sectors/filtration/5.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/filtration/5_1.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/5_1-480w.webp 480w, /media/sectors/filtration/5_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/5_1-480w.avif 480w, /media/sectors/filtration/5_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/5_1-480w.webp 480w, /media/sectors/filtration/5_1.webp 960w',
            },
          ],
        },
      ],
    },
    'filtration/6': {
      key: 'panelFilterMedia',
      main: {
        src: '/media/sectors/filtration/6.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/6-480w.webp 480w, /media/sectors/filtration/6.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/6-480w.avif 480w, /media/sectors/filtration/6.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/6-480w.webp 480w, /media/sectors/filtration/6.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/7': {
      key: 'activatedCarbonMedia',
      main: {
        src: '/media/sectors/filtration/7.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/7-480w.webp 480w, /media/sectors/filtration/7.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/7-480w.avif 480w, /media/sectors/filtration/7.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/7-480w.webp 480w, /media/sectors/filtration/7.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/8': {
      key: 'needleFelt',
      main: {
        src: '/media/sectors/filtration/8.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/8-480w.webp 480w, /media/sectors/filtration/8.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/8-480w.avif 480w, /media/sectors/filtration/8.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/8-480w.webp 480w, /media/sectors/filtration/8.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/filtration/8_1.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/8_1-480w.webp 480w, /media/sectors/filtration/8_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/8_1-480w.avif 480w, /media/sectors/filtration/8_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/8_1-480w.webp 480w, /media/sectors/filtration/8_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/filtration/8_2.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/8_2-480w.webp 480w, /media/sectors/filtration/8_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/8_2-480w.avif 480w, /media/sectors/filtration/8_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/8_2-480w.webp 480w, /media/sectors/filtration/8_2.webp 960w',
            },
          ],
        },
        {
          n: 3,
          src: '/media/sectors/filtration/8_3.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/8_3-480w.webp 480w, /media/sectors/filtration/8_3.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/8_3-480w.avif 480w, /media/sectors/filtration/8_3.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/8_3-480w.webp 480w, /media/sectors/filtration/8_3.webp 960w',
            },
          ],
        },
        {
          n: 4,
          src: '/media/sectors/filtration/8_4.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/8_4-480w.webp 480w, /media/sectors/filtration/8_4.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/8_4-480w.avif 480w, /media/sectors/filtration/8_4.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/8_4-480w.webp 480w, /media/sectors/filtration/8_4.webp 960w',
            },
          ],
        },
      ],
    },
    'filtration/9': {
      key: 'supportMesh',
      main: {
        src: '/media/sectors/filtration/9.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/filtration/9-480w.webp 480w, /media/sectors/filtration/9.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/9-480w.avif 480w, /media/sectors/filtration/9.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/9-480w.webp 480w, /media/sectors/filtration/9.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/10': {
      key: 'pleatingMachines',
      main: {
        src: '/media/sectors/filtration/10.webp',
        width: 960,
        height: 720,
        srcSet:
          '/media/sectors/filtration/10-480w.webp 480w, /media/sectors/filtration/10.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/10-480w.avif 480w, /media/sectors/filtration/10.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/10-480w.webp 480w, /media/sectors/filtration/10.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/11': {
      key: 'adhesives',
      main: {
        src: '/media/sectors/filtration/11.webp',
        width: 960,
        height: 720,
        srcSet:
          '/media/sectors/filtration/11-480w.webp 480w, /media/sectors/filtration/11.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/11-480w.avif 480w, /media/sectors/filtration/11.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/11-480w.webp 480w, /media/sectors/filtration/11.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/12': {
      key: 'tapes',
      main: {
        src: '/media/sectors/filtration/12.webp',
        width: 960,
        height: 720,
        srcSet:
          '/media/sectors/filtration/12-480w.webp 480w, /media/sectors/filtration/12.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/12-480w.avif 480w, /media/sectors/filtration/12.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/12-480w.webp 480w, /media/sectors/filtration/12.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'filtration/13': {
      key: 'waterBlockingTapes',
      main: {
        src: '/media/sectors/filtration/13.webp',
        width: 960,
        height: 720,
        srcSet:
          '/media/sectors/filtration/13-480w.webp 480w, /media/sectors/filtration/13.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/filtration/13-480w.avif 480w, /media/sectors/filtration/13.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/filtration/13-480w.webp 480w, /media/sectors/filtration/13.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/filtration/13_1.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/filtration/13_1-480w.webp 480w, /media/sectors/filtration/13_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/filtration/13_1-480w.avif 480w, /media/sectors/filtration/13_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/filtration/13_1-480w.webp 480w, /media/sectors/filtration/13_1.webp 960w',
            },
          ],
        },
      ],
    },
    'staple/1': {
      key: 'stapleWire',
      main: {
        src: '/media/sectors/staple/1.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/staple/1-480w.webp 480w, /media/sectors/staple/1.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/staple/1-480w.avif 480w, /media/sectors/staple/1.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/staple/1-480w.webp 480w, /media/sectors/staple/1.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'staple/2': {
      key: 'galvanizedWire',
      main: {
        src: '/media/sectors/staple/2.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/staple/2-480w.webp 480w, /media/sectors/staple/2.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/staple/2-480w.avif 480w, /media/sectors/staple/2.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/staple/2-480w.webp 480w, /media/sectors/staple/2.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'staple/3': {
      key: 'industrialStaples',
      main: {
        src: '/media/sectors/staple/3.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/staple/3-480w.webp 480w, /media/sectors/staple/3.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/staple/3-480w.avif 480w, /media/sectors/staple/3.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/staple/3-480w.webp 480w, /media/sectors/staple/3.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/staple/3_1.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/staple/3_1-480w.webp 480w, /media/sectors/staple/3_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/staple/3_1-480w.avif 480w, /media/sectors/staple/3_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/staple/3_1-480w.webp 480w, /media/sectors/staple/3_1.webp 960w',
            },
          ],
        },
      ],
    },
    'staple/4': {
      key: 'coilNails',
      main: {
        src: '/media/sectors/staple/4.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/staple/4-480w.webp 480w, /media/sectors/staple/4.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/staple/4-480w.avif 480w, /media/sectors/staple/4.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/staple/4-480w.webp 480w, /media/sectors/staple/4.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'staple/5': {
      key: 'wireNails',
      main: {
        src: '/media/sectors/staple/5.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/staple/5-480w.webp 480w, /media/sectors/staple/5.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/staple/5-480w.avif 480w, /media/sectors/staple/5.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/staple/5-480w.webp 480w, /media/sectors/staple/5.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'paint/1': {
      key: 'printingInks',
      main: {
        src: '/media/sectors/paint/1.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/paint/1-480w.webp 480w, /media/sectors/paint/1.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/paint/1-480w.avif 480w, /media/sectors/paint/1.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/paint/1-480w.webp 480w, /media/sectors/paint/1.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/paint/1_1.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_1-480w.webp 480w, /media/sectors/paint/1_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_1-480w.avif 480w, /media/sectors/paint/1_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_1-480w.webp 480w, /media/sectors/paint/1_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/paint/1_2.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_2-480w.webp 480w, /media/sectors/paint/1_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_2-480w.avif 480w, /media/sectors/paint/1_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_2-480w.webp 480w, /media/sectors/paint/1_2.webp 960w',
            },
          ],
        },
        {
          n: 3,
          src: '/media/sectors/paint/1_3.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_3-480w.webp 480w, /media/sectors/paint/1_3.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_3-480w.avif 480w, /media/sectors/paint/1_3.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_3-480w.webp 480w, /media/sectors/paint/1_3.webp 960w',
            },
          ],
        },
        {
          n: 4,
          src: '/media/sectors/paint/1_4.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_4-480w.webp 480w, /media/sectors/paint/1_4.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_4-480w.avif 480w, /media/sectors/paint/1_4.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_4-480w.webp 480w, /media/sectors/paint/1_4.webp 960w',
            },
          ],
        },
        {
          n: 5,
          src: '/media/sectors/paint/1_5.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_5-480w.webp 480w, /media/sectors/paint/1_5.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_5-480w.avif 480w, /media/sectors/paint/1_5.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_5-480w.webp 480w, /media/sectors/paint/1_5.webp 960w',
            },
          ],
        },
        {
          n: 6,
          src: '/media/sectors/paint/1_6.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_6-480w.webp 480w, /media/sectors/paint/1_6.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_6-480w.avif 480w, /media/sectors/paint/1_6.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_6-480w.webp 480w, /media/sectors/paint/1_6.webp 960w',
            },
          ],
        },
        {
          n: 7,
          src: '/media/sectors/paint/1_7.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_7-480w.webp 480w, /media/sectors/paint/1_7.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_7-480w.avif 480w, /media/sectors/paint/1_7.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_7-480w.webp 480w, /media/sectors/paint/1_7.webp 960w',
            },
          ],
        },
        {
          n: 8,
          src: '/media/sectors/paint/1_8.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_8-480w.webp 480w, /media/sectors/paint/1_8.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_8-480w.avif 480w, /media/sectors/paint/1_8.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_8-480w.webp 480w, /media/sectors/paint/1_8.webp 960w',
            },
          ],
        },
        {
          n: 9,
          src: '/media/sectors/paint/1_9.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_9-480w.webp 480w, /media/sectors/paint/1_9.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/1_9-480w.avif 480w, /media/sectors/paint/1_9.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/1_9-480w.webp 480w, /media/sectors/paint/1_9.webp 960w',
            },
          ],
        },
        {
          n: 10,
          src: '/media/sectors/paint/1_10.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/1_10-480w.webp 480w, /media/sectors/paint/1_10.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/paint/1_10-480w.avif 480w, /media/sectors/paint/1_10.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/paint/1_10-480w.webp 480w, /media/sectors/paint/1_10.webp 960w',
            },
          ],
        },
      ],
    },
    'paint/2': {
      key: 'masterbatch',
      main: {
        src: '/media/sectors/paint/2.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/paint/2-480w.webp 480w, /media/sectors/paint/2.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/paint/2-480w.avif 480w, /media/sectors/paint/2.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/paint/2-480w.webp 480w, /media/sectors/paint/2.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/paint/2_1.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/2_1-480w.webp 480w, /media/sectors/paint/2_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/2_1-480w.avif 480w, /media/sectors/paint/2_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/2_1-480w.webp 480w, /media/sectors/paint/2_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/paint/2_2.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/2_2-480w.webp 480w, /media/sectors/paint/2_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/2_2-480w.avif 480w, /media/sectors/paint/2_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/2_2-480w.webp 480w, /media/sectors/paint/2_2.webp 960w',
            },
          ],
        },
        {
          n: 3,
          src: '/media/sectors/paint/2_3.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/paint/2_3-480w.webp 480w, /media/sectors/paint/2_3.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/paint/2_3-480w.avif 480w, /media/sectors/paint/2_3.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/paint/2_3-480w.webp 480w, /media/sectors/paint/2_3.webp 960w',
            },
          ],
        },
      ],
    },
    'dental/1': {
      key: 'alginateImpression',
      main: {
        src: '/media/sectors/dental/1.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/dental/1-480w.webp 480w, /media/sectors/dental/1.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/dental/1-480w.avif 480w, /media/sectors/dental/1.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/dental/1-480w.webp 480w, /media/sectors/dental/1.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/dental/1_1.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/1_1-480w.webp 480w, /media/sectors/dental/1_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/1_1-480w.avif 480w, /media/sectors/dental/1_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/1_1-480w.webp 480w, /media/sectors/dental/1_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/dental/1_2.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/1_2-480w.webp 480w, /media/sectors/dental/1_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/1_2-480w.avif 480w, /media/sectors/dental/1_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/1_2-480w.webp 480w, /media/sectors/dental/1_2.webp 960w',
            },
          ],
        },
      ],
    },
    'dental/2': {
      key: 'modelingWax',
      main: {
        src: '/media/sectors/dental/2.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/dental/2-480w.webp 480w, /media/sectors/dental/2.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/dental/2-480w.avif 480w, /media/sectors/dental/2.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/dental/2-480w.webp 480w, /media/sectors/dental/2.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'dental/3': {
      key: 'dentistUnits',
      main: {
        src: '/media/sectors/dental/3.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/dental/3-480w.webp 480w, /media/sectors/dental/3.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/dental/3-480w.avif 480w, /media/sectors/dental/3.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/dental/3-480w.webp 480w, /media/sectors/dental/3.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/dental/3_1.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/3_1-480w.webp 480w, /media/sectors/dental/3_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/3_1-480w.avif 480w, /media/sectors/dental/3_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/3_1-480w.webp 480w, /media/sectors/dental/3_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/dental/3_2.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/3_2-480w.webp 480w, /media/sectors/dental/3_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/3_2-480w.avif 480w, /media/sectors/dental/3_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/3_2-480w.webp 480w, /media/sectors/dental/3_2.webp 960w',
            },
          ],
        },
      ],
    },
    'dental/4': {
      key: 'dentalAcrylic',
      main: {
        src: '/media/sectors/dental/4.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/dental/4-480w.webp 480w, /media/sectors/dental/4.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/dental/4-480w.avif 480w, /media/sectors/dental/4.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/dental/4-480w.webp 480w, /media/sectors/dental/4.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/dental/4_1.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/4_1-480w.webp 480w, /media/sectors/dental/4_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/4_1-480w.avif 480w, /media/sectors/dental/4_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/4_1-480w.webp 480w, /media/sectors/dental/4_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/dental/4_2.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/4_2-480w.webp 480w, /media/sectors/dental/4_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/4_2-480w.avif 480w, /media/sectors/dental/4_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/4_2-480w.webp 480w, /media/sectors/dental/4_2.webp 960w',
            },
          ],
        },
        {
          n: 3,
          src: '/media/sectors/dental/4_3.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/4_3-480w.webp 480w, /media/sectors/dental/4_3.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/4_3-480w.avif 480w, /media/sectors/dental/4_3.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/4_3-480w.webp 480w, /media/sectors/dental/4_3.webp 960w',
            },
          ],
        },
        {
          n: 4,
          src: '/media/sectors/dental/4_4.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/4_4-480w.webp 480w, /media/sectors/dental/4_4.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/4_4-480w.avif 480w, /media/sectors/dental/4_4.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/4_4-480w.webp 480w, /media/sectors/dental/4_4.webp 960w',
            },
          ],
        },
        {
          n: 5,
          src: '/media/sectors/dental/4_5.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/dental/4_5-480w.webp 480w, /media/sectors/dental/4_5.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/dental/4_5-480w.avif 480w, /media/sectors/dental/4_5.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/dental/4_5-480w.webp 480w, /media/sectors/dental/4_5.webp 960w',
            },
          ],
        },
      ],
    },
    'shoe/1': {
      key: 'shoeSoles',
      main: {
        src: '/media/sectors/shoe/1.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/shoe/1-480w.webp 480w, /media/sectors/shoe/1.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/shoe/1-480w.avif 480w, /media/sectors/shoe/1.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/shoe/1-480w.webp 480w, /media/sectors/shoe/1.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'shoe/2': {
      key: 'soleMachines',
      main: {
        src: '/media/sectors/shoe/2.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/shoe/2-480w.webp 480w, /media/sectors/shoe/2.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/media/sectors/shoe/2-480w.avif 480w, /media/sectors/shoe/2.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet: '/media/sectors/shoe/2-480w.webp 480w, /media/sectors/shoe/2.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/shoe/2_1.webp',
          width: 960,
          height: 720,
          srcSet: '/media/sectors/shoe/2_1-480w.webp 480w, /media/sectors/shoe/2_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet: '/media/sectors/shoe/2_1-480w.avif 480w, /media/sectors/shoe/2_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet: '/media/sectors/shoe/2_1-480w.webp 480w, /media/sectors/shoe/2_1.webp 960w',
            },
          ],
        },
      ],
    },
    'decoration/1': {
      key: 'nonwovenWallMaterial',
      main: {
        src: '/media/sectors/decoration/1.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/decoration/1-480w.webp 480w, /media/sectors/decoration/1.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/decoration/1-480w.avif 480w, /media/sectors/decoration/1.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/decoration/1-480w.webp 480w, /media/sectors/decoration/1.webp 960w',
          },
        ],
      },
      extras: [],
    },
    'decoration/2': {
      key: 'glassFiberWallCovering',
      main: {
        src: '/media/sectors/decoration/2.webp',
        width: 960,
        height: 720,
        srcSet: '/media/sectors/decoration/2-480w.webp 480w, /media/sectors/decoration/2.webp 960w',
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/media/sectors/decoration/2-480w.avif 480w, /media/sectors/decoration/2.avif 960w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/media/sectors/decoration/2-480w.webp 480w, /media/sectors/decoration/2.webp 960w',
          },
        ],
      },
      extras: [
        {
          n: 1,
          src: '/media/sectors/decoration/2_1.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/decoration/2_1-480w.webp 480w, /media/sectors/decoration/2_1.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/decoration/2_1-480w.avif 480w, /media/sectors/decoration/2_1.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/decoration/2_1-480w.webp 480w, /media/sectors/decoration/2_1.webp 960w',
            },
          ],
        },
        {
          n: 2,
          src: '/media/sectors/decoration/2_2.webp',
          width: 960,
          height: 720,
          srcSet:
            '/media/sectors/decoration/2_2-480w.webp 480w, /media/sectors/decoration/2_2.webp 960w',
          sources: [
            {
              type: 'image/avif',
              srcSet:
                '/media/sectors/decoration/2_2-480w.avif 480w, /media/sectors/decoration/2_2.avif 960w',
            },
            {
              type: 'image/webp',
              srcSet:
                '/media/sectors/decoration/2_2-480w.webp 480w, /media/sectors/decoration/2_2.webp 960w',
            },
          ],
        },
      ],
    },
  },
  hero: {
    src: '/media/hero.webp',
    width: 1920,
    height: 1080,
    srcSet:
      '/media/hero-640w.webp 640w, /media/hero-1024w.webp 1024w, /media/hero-1440w.webp 1440w, /media/hero.webp 1920w',
    sources: [
      {
        type: 'image/avif',
        srcSet:
          '/media/hero-640w.avif 640w, /media/hero-1024w.avif 1024w, /media/hero-1440w.avif 1440w, /media/hero.avif 1920w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/media/hero-640w.webp 640w, /media/hero-1024w.webp 1024w, /media/hero-1440w.webp 1440w, /media/hero.webp 1920w',
      },
    ],
  },
  map: {
    src: '/media/map.webp',
    width: 1200,
    height: 800,
    srcSet: '/media/map-600w.webp 600w, /media/map.webp 1200w',
    sources: [
      {
        type: 'image/avif',
        srcSet: '/media/map-600w.avif 600w, /media/map.avif 1200w',
      },
      {
        type: 'image/webp',
        srcSet: '/media/map-600w.webp 600w, /media/map.webp 1200w',
      },
    ],
  },
  placeholder: {
    src: '/media/placeholder.webp',
    width: 960,
    height: 720,
    srcSet: '/media/placeholder.webp 960w',
    sources: [
      {
        type: 'image/webp',
        srcSet: '/media/placeholder.webp 960w',
      },
    ],
  },
  og: {
    tr: {
      src: '/media/og/og-tr.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    },
    en: {
      src: '/media/og/og-en.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    },
  },
  suppliers: {
    'lodos-tekstil': {
      src: '/media/suppliers/lodos-tekstil.svg',
      width: 360,
      height: 120,
    },
    'bozkaya-industries': {
      src: '/media/suppliers/bozkaya-industries.svg',
      width: 360,
      height: 120,
    },
    'velmora-composite': {
      src: '/media/suppliers/velmora-composite.svg',
      width: 360,
      height: 120,
    },
    'nordair-airtech': {
      src: '/media/suppliers/nordair-airtech.svg',
      width: 360,
      height: 120,
    },
    'poyraz-filters': {
      src: '/media/suppliers/poyraz-filters.svg',
      width: 360,
      height: 120,
    },
    'selvi-paper': {
      src: '/media/suppliers/selvi-paper.svg',
      width: 360,
      height: 120,
    },
    'anadolu-yildizi-exports': {
      src: '/media/suppliers/anadolu-yildizi-exports.svg',
      width: 360,
      height: 120,
    },
    'kestrel-chemicals': {
      src: '/media/suppliers/kestrel-chemicals.svg',
      width: 360,
      height: 120,
    },
  },
  icons: {
    svg: '/favicon.svg',
    ico: '/favicon.ico',
    appleTouch: '/apple-touch-icon.png',
    webmanifest: '/site.webmanifest',
    themeColor: '#0b5cad',
  },
  avif: true,
};
