/**
 * What a browser fetches for a page, and how soon its largest content paints, measured in
 * Chromium (issue 13): every JS and CSS file requested until the network is idle on a cold cache,
 * its gzip size (the `.gz` the build writes beside each asset, which is what the server sends a
 * gzip-only browser), and LCP with the CPU throttled 4× through the DevTools protocol.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';

export const PAGE_TARGETS = { jsGzipKb: 150, jsFiles: 12, cssGzipKb: 30, lcpMs: 1_000 };
/** Packages a signed-out reader of `/` must not download (issue 13 goal 2). */
export const NOT_FOR_READERS = ['pusher-js', 'laravel-echo', 'class-validator', 'class-transformer'];

export interface PageWeight {
  path: string;
  jsFiles: number;
  jsGzipKb: number;
  cssFiles: number;
  cssGzipKb: number;
  /** Every JS/CSS path fetched (pathname only). */
  assets: string[];
}

export interface PageLcp {
  path: string;
  runs: number;
  cpuThrottling: number;
  lcpMedianMs: number;
  lcpSamplesMs: number[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Gzip bytes of a built asset: its `.gz` twin when the build wrote one, else the file itself. */
function gzipBytesOf(webRoot: string, pathname: string): number {
  const file = join(webRoot, decodeURIComponent(pathname));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/** The JS and CSS a cold visit to `path` fetches until the network is idle. */
export async function measurePageWeight(browser: Browser, baseUrl: string, path: string, webRoot: string, state?: BrowserContextOptions['storageState']): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: state });
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') assets.add(new URL(request.url()).pathname);
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await context.close();
  const list = [...assets].sort();
  const js = list.filter((asset) => asset.endsWith('.js'));
  const css = list.filter((asset) => asset.endsWith('.css'));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytesOf(webRoot, file), 0);
  return { path, jsFiles: js.length, jsGzipKb: kb(sum(js)), cssFiles: css.length, cssGzipKb: kb(sum(css)), assets: list };
}

/**
 * Median LCP of `runs` cold visits with the CPU slowed `throttling`× (DevTools Emulation.setCPUThrottlingRate).
 * A visit whose LCP Chromium did not report within the wait is visited again (at most `runs` more times)
 * rather than counted as a number it is not.
 */
export async function measureLcp(browser: Browser, baseUrl: string, path: string, state?: BrowserContextOptions['storageState'], runs = 7, throttling = 4): Promise<PageLcp> {
  const samples: number[] = [];
  for (let visit = 0; samples.length < runs && visit < runs * 2; visit += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: state });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 5_000);
        }),
    );
    if (Number.isFinite(lcp)) samples.push(Math.round(lcp));
    await context.close();
  }
  if (samples.length === 0) throw new Error(`Chromium reported no LCP for ${path}`);
  const sorted = [...samples].sort((a, b) => a - b);
  return { path, runs: samples.length, cpuThrottling: throttling, lcpMedianMs: sorted[Math.floor(samples.length / 2)], lcpSamplesMs: samples };
}
