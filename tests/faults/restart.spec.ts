import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restartStack } from '../playwright.faults.config.ts';
import { accounts, expect, logIn, test } from '../journeys/fixtures.ts';

// The sandbox killed outright (SIGKILL, no shutdown) in the middle of a buyer's session and
// started again on the same data directory: what it had answered as done is still there, the
// buyer's session too, and the app, never reloaded, recovers on the buyer's next action (重试).

const sandboxApi = `http://127.0.0.1:${restartStack.sandbox}/api/csr`;

interface Batch {
  batchId: number;
  carType: string;
  weight: string;
}

/** Starts the sandbox on `dataDir` and waits until it answers. */
async function startSandbox(dataDir: string): Promise<ChildProcess> {
  const child = spawn('pnpm', ['--filter', '@mall/sandbox', 'start'], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(restartStack.sandbox),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_AUCTION_ROBOTS: '0',
    },
    detached: true,
    stdio: 'ignore',
  });
  const until = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${sandboxApi}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null || Date.now() > until) {
      throw new Error(`the sandbox did not start (exit ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Kills the sandbox and everything it started at once, as a crash would. */
async function killSandbox(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  await exited;
}

/** The signed-in buyer's cart lines, asked of the sandbox directly. */
async function cartBatchIds(token: string): Promise<number[]> {
  const response = await fetch(`${sandboxApi}/pc/new/mall/cart/getPCMyCartNewList`, {
    headers: { Token: token },
  });
  const body = (await response.json()) as { code: number; data: { batchId: number }[] };
  expect(body.code).toBe(200);
  return body.data.map(({ batchId }) => batchId);
}

test.use({ baseURL: `http://localhost:${restartStack.app}` });

test('a sandbox killed mid-session and started again keeps the cart line it took, and the app recovers on 重试 without a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-restart-'));
  let sandbox = await startSandbox(dataDir);
  try {
    // As every journey, it starts with no reminder pending (their dialog would cover the page).
    await fetch(`${sandboxApi}/__admin/reminders`, { method: 'DELETE' });
    await page.goto('/#/gateway/login');
    await logIn(page, accounts.certifiedAdmin);
    await expect(page).toHaveURL(/#\/home\/main$/);
    const token = (await page.context().cookies()).find(({ name }) => name === 'Token')?.value;
    expect(token).toBeTruthy();

    const listed = await fetch(
      `${sandboxApi}/pc/mall/productBatch/list?pageNum=1&pageSize=50&sortField=listedAt&sortOrder=desc`,
    ).then((response) => response.json() as Promise<{ data: { rows: Batch[] } }>);
    const inCart = new Set(await cartBatchIds(token ?? ''));
    const batch = listed.data.rows.find(
      (row) => row.carType === 'cash' && Number(row.weight) >= 1 && !inCart.has(row.batchId),
    );
    expect(batch).toBeDefined();
    const { batchId } = batch as Batch;

    await page.goto(`/#/home/modelStore/detail/${batchId}`);
    const quantity = page.getByRole('textbox', { name: '采购数量' });
    await expect(quantity).toHaveValue(/\d/);
    await quantity.fill('1');
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车').last()).toBeVisible();
    // A mark on the page: were it reloaded, the mark would be gone.
    await page.evaluate(
      () => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true),
    );

    await killSandbox(sandbox);

    // While it is down the cart cannot load, and the screen says so and offers 重试.
    await page.getByRole('link', { name: /^购物车，/ }).click();
    await expect(page).toHaveURL(/#\/home\/modelShoppingCart\/list$/);
    const retry = page.getByRole('button', { name: '重试' }).first();
    await expect(retry).toBeVisible();

    sandbox = await startSandbox(dataDir);
    expect(await cartBatchIds(token ?? '')).toContain(batchId);

    await retry.click();
    const cart = page.getByRole('table', { name: '购物车商品' });
    await expect(cart.getByRole('checkbox', { name: /^选择 / }).first()).toBeVisible();
    expect(await cartBatchIds(token ?? '')).toContain(batchId);
    expect(
      await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
    ).toBe(true);
    // Still signed in: the session was kept with the data.
    await expect(page.getByRole('link', { name: /^购物车，/ })).toBeVisible();
  } finally {
    await killSandbox(sandbox).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
});
