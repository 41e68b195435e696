/**
 * How the build cuts and names its chunks (build.rolldownOptions.output and build.modulePreload in vite.config.ts).
 * Each choice says what it bought where it was measured (docs/performance.md "Few requests"); a group that captures
 * a module a landing page imports would pull lazy code into its first load (`npm run size` fails if the entry
 * imports `catalogue`, or antd's style engine reaches an antd-free landing route).
 */
import type { BuildEnvironmentOptions, Rolldown } from 'vite';

type Groups = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>;

/** The files of the entry's static graph (index.html loads them): see modulePreload below. */
const ENTRY_FILE = /^assets\/(index|rolldown-runtime)-[\w-]{7}\.js$/;

/** antd and the libraries it is made of (@rc-component, @ant-design's icons, colours and CSS-in-JS). */
export const ANTD_MODULE = /node_modules[\\/](antd|@rc-component|@ant-design)[\\/]/;

/** How many lazy chunks must use an antd module for it to go into the shared antd chunk. */
const ANTD_SHARED_BY = 30;

/**
 * The chunks that keep their names in dist/assets: the codeSplitting groups below, rolldown's runtime, and the two small
 * chunks rolldown names after src/features/approvals' modules (`approvals`, a group's name until the group matched nothing).
 */
const NAMED_CHUNKS = new Set(['page-kit', 'approvals', 'catalogue', 'rolldown-runtime']);

/**
 * A lazy chunk's preload list leaves out the entry's own files (the entry, the libraries, the shared code, the
 * runtime): they have run before any lazy import can start, so naming them again in each of some fifty lists only
 * made the entry, which every first load fetches, larger (not re-measured).
 */
export const modulePreload: BuildEnvironmentOptions['modulePreload'] = {
  resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_FILE.test(dep)) : deps),
};

/**
 * Seven hash characters, not eight (rolldown's minimum for this many chunks): every lazy chunk's file
 * name sits in the entry's preload map (some 170 names), and the hash is the part gzip cannot shrink.
 * For the same reason the chunks rolldown names after a module (a page, an antd component, a hook) are
 * `c-<hash>`: their names cost about 0.8 KiB gzip of every first load and tell a browser nothing. The
 * entries, the groups below and the other names in NAMED_CHUNKS (`approvals`) keep their names (`npm run size` and
 * the e2e tests find them by name; any chunk's source is in dist/.vite/manifest.json).
 */
export const chunkFileName = (chunk: { name: string }) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/c-[hash:7].js');

/**
 * Everything the entry runs (the libraries, the shell, the shared code: rolldown's `$initial` modules, only
 * those) is one file, the entry itself, as the baseline's one script: on a phone over HTTP/1.1 each file of
 * the first load is one more connection sharing the bandwidth (the libraries and the shared code were two
 * chunks beside the entry; one file took a step off Lighthouse's simulated LCP, docs/performance.md).
 * rolldown keeps its runtime (0.7 KiB) a file of its own. The pages keep their own chunks, and so do antd's parts but
 * the widely shared ones (`antd-shared`).
 */
const CATALOGUE = /src[\\/](entities[\\/]material[\\/](index|api[\\/](queries|requests)|model[\\/](control-filter|shipping))\.ts|features[\\/]catalogue[\\/](components[\\/](image-box\.tsx|material-card\.tsx|lazy-hazard\.tsx|recent-strip\.tsx|catalogue(-(search|pager|brands|detail))?\.module\.css|material-card\.module\.css)|api[\\/](queries|requests)\.ts|model[\\/](recent|first-row|filters)\.ts|lib[\\/]keyword\.ts)|shared[\\/]config[\\/](material-categories|breakpoints)\.ts|shared[\\/]lib[\\/](format|stock-status|ids)\.ts|shared[\\/]api[\\/]id-segment\.ts|shared[\\/]ui[\\/](stock-tag\.tsx|use-after-paint\.ts|first-screen\.ts|antd-island\.tsx|layout\.ts|page-container\.tsx|page-container\.module\.css))$/;
/**
 * The small modules the three landing pages came to share after the group was drawn (money and the company's prices,
 * the mall's label and quantity facts, the hazard tag's rule, the size chooser, the compare tray's loader, the
 * address's query): each had become a file of its own on every landing route, 13 more requests on /product's first
 * wave (LCP +1.09 s against +0.60 at 88445b7, the same machine, `BENCH_ROUTES=/product npm run bench:lighthouse`).
 */
const CATALOGUE_SINCE =
  /src[\\/](shared[\\/](lib[\\/](money|contract-price|address-params)\.ts|api[\\/]facts[\\/](labels|quantity)\.gen\.ts|ui[\\/]contract-price(\.tsx|\.module\.css))|entities[\\/]material[\\/]model[\\/]hazard-tag\.ts|features[\\/](catalogue[\\/](model[\\/]pack-stock\.ts|components[\\/]pack-chooser\.tsx)|compare[\\/]components[\\/]lazy-tray\.tsx))$/;

export const chunkGroups: Groups = [
  { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false },
  // antd's parts that thirty or more lazy chunks use (its config and theme, Button, Form, Input, Select, Modal and
  // kin), one file (c-<hash>) instead of some thirty of a few hundred bytes each: a member's daily page loaded 68–108
  // files beyond the entry, each one more request on a phone's HTTP/1.1. With it /order loads 58 files, not 88, and
  // 10 KiB less (an order, the statement, 合并开票, the cart alike; 账号设置 12 files fewer, 7 KiB more); the first loads
  // lose about 1 KiB of chunk names. A page with little antd (404, a brand's page) fetches 19–37 KiB more. Measured at
  // 15 and 45 shares too (bench/reports/2026-11-30-antd-shared.md). The entry and the landing routes have no antd.
  {
    name: 'antd-shared',
    test: ANTD_MODULE,
    includeDependenciesRecursively: false,
    minShareCount: ANTD_SHARED_BY,
  },
  // Small modules of the member and order pages only, one chunk each instead of two: every chunk's name
  // sits in the entry's preload map, so a name fewer is a few bytes fewer in every first load.
  {
    name: 'page-kit',
    includeDependenciesRecursively: false,
    test: /src[\\/]shared[\\/]ui[\\/](page-dialog\.tsx|chunk-styles\.ts)$/,
  },
  // A card's and the product page's hazard marks (docs/api.md §20): one file, fetched only for a material with a
  // hazard (features/catalogue/components/lazy-hazard.tsx), rather than the marks and the tags they draw apart.
  {
    name: 'hazard',
    includeDependenciesRecursively: false,
    test: /src[\\/](features[\\/]catalogue[\\/]components[\\/]hazard-marks\.tsx|entities[\\/]material[\\/](ui[\\/](hazard-tags|ghs-pictogram)\.tsx|model[\\/]hazard\.ts))$/,
  },
  // A landing page with the modules only it and its kin draw, one file instead of two or three: the home
  // page with its brand strip and label directory (the label list reads the latter from it), /product with
  // the list it shares with a brand's and a label's page (they read it from /product's file).
  {
    name: 'home',
    includeDependenciesRecursively: false,
    test: /src[\\/](pages[\\/]home[\\/](index\.tsx|home\.module\.css)|features[\\/]catalogue[\\/]components[\\/](brand-strip|label-directory|inline-error)\.tsx)$/,
  },
  // /product's file takes add-pack's class names too: on their own they were a file of 73 bytes in its first wave,
  // a step of its simulated LCP (`npm run bench:lcp-whatif`).
  {
    name: 'browser',
    includeDependenciesRecursively: false,
    test: /src[\\/](pages[\\/]product-list[\\/](index\.tsx|add-pack\.(tsx|module\.css))|features[\\/]catalogue[\\/]components[\\/]filter-panel\.tsx|entities[\\/]material[\\/]model[\\/]control-options\.ts|features[\\/]catalogue[\\/](model[\\/](use-list-state|pager)\.ts|components[\\/](list-controls|search-box|material-browser)\.tsx))$/,
  },
  // Adding to the cart from a list (the cart's calls, the flight to the cart, the download helper they share with the
  // member pages): one file instead of four in /product's first wave; a member's page that uses one fetches 3 KiB.
  {
    name: 'buy-kit',
    includeDependenciesRecursively: false,
    test: /src[\\/](entities[\\/]cart[\\/]api[\\/](mutations|changes)\.ts|shared[\\/](ui[\\/]fly-to-cart|api[\\/]download)\.ts)$/,
  },
  // What the catalogue's first screens (home, /product, a detail) share, with the shipping conditions and
  // the lite controls' icons (not antd's: antd's own controls import those and would pull the group in; not the
  // hazard pictograms and tags, docs/api.md §20, which load only for a material with a hazard), one file instead of some
  // eight of a few hundred bytes each: on a phone each is one more request sharing the bandwidth with
  // the libraries' chunk before the list can paint. With it the helpers of a few hundred bytes that these
  // pages and others share (prices and dates, stock states, mall ids and path segments, breakpoints, the stock tag): another
  // page that uses one fetches this file too (7 KiB) rather than one more file in each landing load (antd's
  // theme reads the breakpoints, so the first antd part fetches it too: as a file of its own, 0.1 KiB,
  // they cost `/` a step of its simulated LCP, docs/performance.md). Only
  // the modules named (not their dependencies, which the shell uses too): the shell must not import this
  // chunk (`npm run size` fails if it does).
  {
    name: 'catalogue',
    includeDependenciesRecursively: false,
    test: new RegExp(`${CATALOGUE.source}|${CATALOGUE_SINCE.source}`),
  },
];

export const output: Rolldown.OutputOptions = {
  entryFileNames: 'assets/[name]-[hash:7].js',
  chunkFileNames: chunkFileName,
  codeSplitting: { groups: chunkGroups },
};
