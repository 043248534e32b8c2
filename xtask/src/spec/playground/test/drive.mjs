// Drives the playground in Debian's Chromium through playwright-core (never a downloaded browser).
//
//   node drive.mjs e2e   BASE_URL SCREENSHOT_DIR      the end-to-end walk; prints a JSON report
//   node drive.mjs bench BASE_URL HERO_FILE N         times N checks of HERO_FILE in the page
//
// BASE_URL is the site served over HTTP (the wasm bundle needs it). The Rust side
// (xtask/src/spec/playground_tests.rs, `cargo xtask bench-playground`) asserts on the JSON.
import { readFileSync, mkdirSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const [mode, base, arg3, arg4] = process.argv.slice(2);
const CHROMIUM = "/usr/bin/chromium";
const TIMEOUT = 30000;

async function launch() {
  const profile = mkdtempSync(join(tmpdir(), "ks-playground-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 1000 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return { context, close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); } };
}

// Console errors, page errors, failed requests and HTTP errors of every page of the context.
function watch(context, problems) {
  const attach = (page) => {
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error on ${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`page error on ${page.url()}: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
    });
  };
  context.pages().forEach(attach);
  context.on("page", attach);
}

// Waits for the playground's reference to load and answer once; returns whether it loaded.
async function ready(page) {
  await page.waitForFunction(() => window.ksPlayground !== undefined, null, { timeout: TIMEOUT });
  const loaded = await page.evaluate(() => window.ksPlayground.ready);
  if (!loaded) throw new Error("the reference did not load: " + (await page.evaluate(() => window.ksPlayground.error)));
  return loaded;
}

// Until the last analysis is of the editor's current text: typing is slower than the debounce on a
// busy machine, so an analysis of a half-typed file may come first (and the next keystroke clears its
// marks).
async function settled(page) {
  await page.waitForFunction(() => {
    const last = window.ksPlayground.last;
    return last !== null && last.text === document.getElementById("pg-source").value;
  }, null, { timeout: TIMEOUT });
}

async function analysesAfter(page, n) {
  await page.waitForFunction((k) => window.ksPlayground.analyses > k, n, { timeout: TIMEOUT });
}

const ERROR_FILE = [
  "name:  api",
  "envs:",
  "  dev:",
  "    on: push main",
  "  prod:",
  "    on: tag v*",
  "steps:",
  "  build: oci.image",
  "    from: ./Dockerfile",
  "  deploy: k8s.rollout",
  "    image: buidl.digest",
  "    wait: healthy, 5m",
  "",
].join("\n");

async function e2e() {
  const shots = arg3;
  mkdirSync(shots, { recursive: true });
  const problems = [];
  const steps = [];
  const report = { steps, problems, screenshots: [] };
  const { context, close } = await launch();
  watch(context, problems);
  const shot = async (page, name) => {
    const path = join(shots, name);
    await page.screenshot({ path, fullPage: true });
    report.screenshots.push(path);
  };
  try {
    const page = await context.newPage();
    await page.goto(base + "playground.html", { waitUntil: "load" });
    await ready(page);
    report.version = await page.textContent("#pg-version");
    steps.push("loaded");
    await shot(page, "01-loaded.png");

    // Type a file with an error: the diagnostic shows with its code, span and hint.
    const src = page.locator("#pg-source");
    await src.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await page.keyboard.type(ERROR_FILE, { delay: 2 });
    await settled(page);
    const diag = page.locator('#pg-diagnostics li[data-code="KS0201"]');
    await diag.waitFor({ timeout: TIMEOUT });
    report.diagnostic = {
      code: await diag.locator(".pg-code").textContent(),
      codeHref: await diag.locator(".pg-code").getAttribute("href"),
      where: await diag.locator(".pg-where").textContent(),
      message: await diag.locator(".pg-message").textContent(),
      hint: await diag.locator(".pg-hint").textContent(),
      marked: await page.locator("#pg-highlight .pg-mark-error").allTextContents(),
    };
    report.typed = (await src.inputValue()) === ERROR_FILE;
    steps.push("diagnostic shown");
    await shot(page, "02-error.png");

    // Fix it by typing over the misspelt name: no diagnostic remains.
    const at = ERROR_FILE.indexOf("buidl");
    await src.evaluate((el, [a, b]) => { el.focus(); el.setSelectionRange(a, b); }, [at, at + 5]);
    await page.keyboard.type("build");
    await settled(page);
    await page.locator("#pg-diagnostics li.pg-clean").waitFor({ timeout: TIMEOUT });
    report.diagnosticsAfterFix = await page.locator("#pg-diagnostics li.diag").count();
    steps.push("fixed");

    // The formatter's verdict and its diff (`name:  api` has two spaces).
    report.formatStatus = await page.textContent("#pg-format-status");
    report.diffRemoved = await page.locator("#pg-diff .pg-del").allTextContents();
    report.diffAdded = await page.locator("#pg-diff .pg-add").allTextContents();

    // The plan of one environment, drawn as a graph.
    report.environments = await page.locator("#pg-env option").evaluateAll((os) => os.map((o) => o.value));
    await page.selectOption("#pg-env", "prod");
    await page.waitForFunction(() => document.querySelector('#pg-plan-graph g.env[data-env="prod"]') !== null
      && document.querySelectorAll("#pg-plan-graph g.env").length === 1, null, { timeout: TIMEOUT });
    report.planNodes = await page.locator("#pg-plan-graph svg g.node").evaluateAll((gs) => gs.map((g) => g.dataset.step));
    report.planEdges = await page.locator("#pg-plan-graph svg g.edge").evaluateAll((gs) => gs.map((g) => g.dataset.from + "->" + g.dataset.to));
    report.planText = await page.textContent("#pg-plan-text");
    report.policyText = await page.textContent("#pg-policy");
    steps.push("plan drawn");
    await page.locator("#pg-plan-graph").scrollIntoViewIfNeeded();
    await shot(page, "03-fixed-plan.png");

    // Share: the link carries the file; opened in a new page it shows the same file.
    await page.click("#pg-share");
    const shared = await page.getAttribute("#pg-share-link", "href");
    report.sharedLink = shared;
    const typedNow = await src.inputValue();
    const other = await context.newPage();
    await other.goto(shared, { waitUntil: "load" });
    await ready(other);
    report.sharedOpens = (await other.locator("#pg-source").inputValue()) === typedNow;
    report.sharedDiagnostics = await other.locator("#pg-diagnostics li.diag").count();
    steps.push("shared link opened");
    await shot(other, "04-shared.png");

    // A code page's example opens in the playground with one click and shows its own code.
    const codePage = await context.newPage();
    await codePage.goto(base + "codes/KS0201.html", { waitUntil: "load" });
    const link = codePage.locator('a.open-playground[data-case="ref/unknown-step-did-you-mean"]');
    await link.scrollIntoViewIfNeeded();
    await codePage.screenshot({ path: join(shots, "05-code-page.png") });
    report.screenshots.push(join(shots, "05-code-page.png"));
    report.codePageLinks = await codePage.locator("a.open-playground").count();
    await link.click();
    await codePage.waitForURL(/playground\.html#ks=/, { timeout: TIMEOUT });
    await ready(codePage);
    await codePage.locator('#pg-diagnostics li[data-code="KS0201"]').waitFor({ timeout: TIMEOUT });
    report.codePageOpens = true;
    steps.push("code page example opened");
    await shot(codePage, "06-from-code-page.png");

    // The description's hero, from the examples page, opens byte for byte.
    const examples = await context.newPage();
    await examples.goto(base + "examples.html", { waitUntil: "load" });
    report.chapterLinks = await examples.locator("a.open-playground").count();
    await examples.locator('a.open-playground[data-case="examples/ex-1-hero"]').click();
    await examples.waitForURL(/playground\.html#ks=/, { timeout: TIMEOUT });
    await ready(examples);
    report.chapterExampleText = await examples.locator("#pg-source").inputValue();
    steps.push("chapter example opened");
  } catch (e) {
    report.failure = String(e && e.stack ? e.stack : e);
  } finally {
    await close();
  }
  console.log(JSON.stringify(report));
}

async function bench() {
  const hero = readFileSync(arg3, "utf8");
  const n = Number(arg4 || 200);
  const problems = [];
  const { context, close } = await launch();
  watch(context, problems);
  let result;
  try {
    const page = await context.newPage();
    const t0 = Date.now();
    // The page opens the hero itself (from the fragment): its own first check is the cold one.
    const fragment = Buffer.from(hero, "utf8").toString("base64url");
    await page.goto(base + "playground.html#ks=" + fragment, { waitUntil: "load" });
    await ready(page);
    const loadMs = Date.now() - t0;
    const cold = await page.evaluate(() => [window.ksPlayground.last.checkMs, document.getElementById("pg-source").value]);
    if (cold[1] !== hero) throw new Error("the page did not open the file from its fragment");
    // The first call after load is timed alone, then n more.
    const first = await page.evaluate((text) => window.ksPlayground.timeCheck(text, 1), hero);
    const run = await page.evaluate(([text, k]) => window.ksPlayground.timeCheck(text, k), [hero, n]);
    const quantile = (xs, p) => {
      const sorted = xs.slice().sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    };
    // n batches of 10 calls, for a resolution finer than the clock's.
    const batches = await page.evaluate(([text, k]) => window.ksPlayground.timeCheckBatches(text, k, 10), [hero, n]);
    result = {
      calls: n,
      diagnostics: run.diagnostics,
      coldMs: cold[0],
      firstMs: first.times[0],
      medianMs: quantile(batches, 0.5),
      batchMinMs: Math.min(...batches),
      batchMaxMs: Math.max(...batches),
      singleMedianMs: quantile(run.times, 0.5),
      p90Ms: quantile(run.times, 0.9),
      minMs: Math.min(...run.times),
      maxMs: Math.max(...run.times),
      pageLoadMs: loadMs,
      problems,
    };
  } catch (e) {
    result = { failure: String(e && e.stack ? e.stack : e), problems };
  } finally {
    await close();
  }
  console.log(JSON.stringify(result));
}

if (mode === "e2e") await e2e();
else if (mode === "bench") await bench();
else {
  console.error("usage: node drive.mjs e2e BASE SHOTS | bench BASE HERO N");
  process.exit(2);
}
