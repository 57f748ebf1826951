import { Hono } from 'hono';
import { API_BASE } from '@mall/domain/contract';
import { openCodeSource } from './codes.ts';
import type { Deps } from './context.ts';
import type { SandboxDb } from './db/client.ts';
import { DEFAULT_DATA_DIR, openDatabase } from './db/client.ts';
import { seedDatabase } from './seed/index.ts';
import { Refused } from './orders/guards.ts';
import { fail } from './envelope.ts';
import type { FaultConfig } from './faults.ts';
import { checkFaults, createFaultInjector, faultMiddleware } from './faults.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { auctionRoutes } from './routes/auctions.ts';
import { auctionAdminRoutes } from './routes/auctionsAdmin.ts';
import { startRobots } from './auctions/robots.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { commonRoutes } from './routes/common.ts';
import { contentRoutes } from './routes/content.ts';
import { contentAdminRoutes } from './routes/contentAdmin.ts';
import { goodsRoutes } from './routes/goods.ts';
import { customerServiceRoutes } from './routes/customerService.ts';
import { messageRoutes } from './routes/messages.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { stockingRoutes } from './routes/stocking.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { inquiryRoutes } from './routes/inquiry.ts';
import { inquiryAdminRoutes } from './routes/inquiryAdmin.ts';
import { repeatBuyRoutes } from './routes/repeatBuy.ts';
import { inquiryDetailRoutes } from './routes/inquiryDetail.ts';
import { inquiryDetailAdminRoutes } from './routes/inquiryDetailAdmin.ts';
import { contractRoutes } from './routes/contracts.ts';
import { marketRoutes } from './routes/market.ts';
import { orderAdminRoutes } from './routes/orderAdmin.ts';
import { areaAdminRoutes } from './routes/areaAdmin.ts';
import { auditAdminRoutes } from './routes/auditAdmin.ts';
import { afterSaleRoutes } from './routes/afterSales.ts';
import { afterSaleAdminRoutes } from './routes/afterSalesAdmin.ts';
import { qrRoutes } from './routes/qr.ts';
import { reminderRoutes } from './routes/reminders.ts';
import { smsRoutes } from './routes/sms.ts';
import { thirdRoutes } from './routes/third.ts';
import { userCentreRoutes } from './routes/userCentre.ts';
import { addressRoutes } from './routes/address.ts';
import { passwordRoutes } from './routes/password.ts';
import { userCentreAccountRoutes } from './routes/userCentreAccount.ts';
import { userCentreAdminRoutes } from './routes/userCentreAdmin.ts';
import { fundsRoutes } from './routes/funds.ts';
import { fundsAdminRoutes } from './routes/fundsAdmin.ts';
import { signatureRoutes } from './routes/signature.ts';
import { signatureAdminRoutes } from './routes/signatureAdmin.ts';
import { staffRoutes } from './routes/staff.ts';
import { staffAdminRoutes } from './routes/staffAdmin.ts';

export type SandboxOptions = {
  /** A directory for the database, or ':memory:'; defaults to `<repo root>/.data/sandbox`. */
  dataDir?: string;
  /** The starting fault config (see `faultsFromEnv`). */
  faults?: FaultConfig;
  /** Overrides `faults.latencyMs`. */
  latencyMs?: number;
  /** Overrides `faults.errorRate`. */
  errorRate?: number;
  /** Seed of the error-rate draws; the same seed gives the same faults. Default 1. */
  faultSeed?: number;
  /** The clock of sessions, codes, the seed and the price series. */
  now?: () => Date;
  /** Runs the auction robot bidders and settlement timer (off by default: tests stay still). */
  auctionRobots?: boolean;
  /**
   * For tests with a fixed clock: a database in memory is loaded from a cached copy of the
   * same seed at the same time, when there is one (see `Seeding.cacheKey`).
   */
  cacheSeed?: boolean;
  /**
   * The size of a fresh database's seed: 1 (the default) for the demo data, `BENCH_SCALE` for
   * the bench's ten times the data.
   */
  seedScale?: number;
};

export type Sandbox = {
  app: Hono;
  db: SandboxDb;
  /** Closes the database; stop the HTTP server first. */
  close(): Promise<void>;
};

/** The mall's `/api/csr` API over a seeded PGlite database (seeded once per fresh database). */
export const createSandbox = async (options: SandboxOptions = {}): Promise<Sandbox> => {
  const now = options.now ?? (() => new Date());
  const faults = createFaultInjector(
    checkFaults(
      {
        ...options.faults,
        ...(options.latencyMs !== undefined && { latencyMs: options.latencyMs }),
        ...(options.errorRate !== undefined && { errorRate: options.errorRate }),
      },
      'createSandbox faults',
    ),
    options.faultSeed ?? 1,
  );
  const { db, close } = await openDatabase(options.dataDir ?? DEFAULT_DATA_DIR, {
    seed: (fresh) => seedDatabase(fresh, now(), options.seedScale),
    ...(options.cacheSeed && {
      cacheKey: `${now().toISOString()}:${options.seedScale ?? 1}`,
    }),
  });
  let random: Deps['random'];
  try {
    random = await openCodeSource(db);
  } catch (error) {
    await close();
    throw error;
  }
  const deps: Deps = { db, now, random };

  const app = new Hono();
  app.notFound(() => fail(404));
  app.onError((error) => {
    // A refusal thrown outside a transaction (e.g. a locked SMS code) is its own answer.
    if (error instanceof Refused) return error.response;
    console.error('sandbox: unexpected error', error);
    return fail(500);
  });
  app
    .basePath(API_BASE)
    .use(faultMiddleware(faults))
    .route('/', adminRoutes(faults))
    .route('/', commonRoutes(deps))
    .route('/', contentRoutes(deps))
    .route('/', contentAdminRoutes(deps))
    .route('/', goodsRoutes(deps))
    .route('/', cartRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', smsRoutes(deps))
    .route('/', qrRoutes(deps))
    .route('/', thirdRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', messageRoutes(deps))
    .route('/', customerServiceRoutes(deps))
    .route('/', reminderRoutes(deps))
    .route('/', orderRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', stockingRoutes(deps))
    .route('/', deliveryRoutes(deps))
    .route('/', invoiceRoutes(deps))
    .route('/', contractRoutes(deps))
    .route('/', orderAdminRoutes(deps))
    .route('/', areaAdminRoutes(deps))
    .route('/', auditAdminRoutes(deps))
    .route('/', afterSaleRoutes(deps))
    .route('/', afterSaleAdminRoutes(deps))
    .route('/', auctionRoutes(deps))
    .route('/', auctionAdminRoutes(deps))
    .route('/', userCentreRoutes(deps))
    .route('/', userCentreAdminRoutes(deps))
    .route('/', fundsRoutes(deps))
    .route('/', fundsAdminRoutes(deps))
    .route('/', inquiryRoutes(deps))
    .route('/', inquiryAdminRoutes(deps))
    .route('/', repeatBuyRoutes(deps))
    .route('/', inquiryDetailRoutes(deps))
    .route('/', inquiryDetailAdminRoutes(deps))
    .route('/', marketRoutes(deps))
    .route('/', addressRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', userCentreAccountRoutes(deps))
    .route('/', staffRoutes(deps))
    .route('/', staffAdminRoutes(deps))
    .route('/', signatureRoutes(deps))
    .route('/', signatureAdminRoutes(deps));
  const stopRobots = options.auctionRobots ? startRobots(deps) : undefined;
  return {
    app,
    db,
    close: () => {
      stopRobots?.();
      return close();
    },
  };
};
