import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import type { Viewer } from '../../common/viewer.js';
import { connectionFromPage, pageFromArgs } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import type { AppRequest } from '../../common/request-context.js';
import { Invoice } from '../models/invoice.model.js';
import { AeatConnection } from './aeat-connection.js';
import { BillingChain, type ChainVerification as Verification } from './billing-chain.js';
import {
  BillingRecord,
  BillingRecordConnection,
  BillingRecordsArgs,
  ChainVerification,
  CheckVerifactuConnectionPayload,
  ConnectionOutcome,
  CorrectBillingRecordInput,
  CorrectBillingRecordPayload,
  InvoiceVerification,
  InvoiceVerificationMode,
  VerifactuSettings,
  VerifactuStatus,
  VerifyBillingChainPayload,
  environmentOf,
  type CertificateProblem,
} from './verifactu.model.js';
import { VerifactuService } from './verifactu.service.js';
import { qrModules, qrSvgPath, verificationUrl } from './verification-qr.js';

/** Breaks kept before there were two chains name none: they were the test environment's. */
const verificationOf = (verification: Verification): ChainVerification => ({
  ...verification,
  breaks: verification.breaks.map((found) => ({ ...found, environment: environmentOf(found.environment ?? 'test') })),
});

@Resolver(() => BillingRecord)
export class VerifactuResolver {
  constructor(
    private readonly verifactu: VerifactuService,
    private readonly chain: BillingChain,
    private readonly connection: AeatConnection,
  ) {}

  @Roles('admin')
  @Query(() => BillingRecordConnection, { description: 'The VERI*FACTU chain of billing records, newest first, with where each stands at the AEAT (admins).' })
  async billingRecords(@Args() args: BillingRecordsArgs): Promise<BillingRecordConnection> {
    const page = pageFromArgs(args);
    const [records, total] = await this.verifactu.records(page, args.needsAttention ?? false);
    return connectionFromPage(records, page, total);
  }

  @Roles('admin')
  @Query(() => VerifactuSettings, { description: 'How VERI*FACTU is set up: environment, certificate, the system identification, the queue (admins).' })
  verifactuSettings(): Promise<VerifactuSettings> {
    return this.verifactu.settings();
  }

  @Roles('admin')
  @Query(() => VerifactuStatus, { description: 'What to warn the admins of: the mode, a certificate problem, records not yet sent (admins).' })
  verifactuStatus(): Promise<VerifactuStatus> {
    return this.verifactu.status();
  }

  @Roles('admin')
  @Mutation(() => CheckVerifactuConnectionPayload, {
    description:
      "Checks the certificate and the connection to the AEAT's test service with a query of the company's records of this month: nothing is issued or sent.",
  })
  async checkVerifactuConnection(): Promise<CheckVerifactuConnectionPayload> {
    const check = await this.connection.check();
    return {
      check: {
        ...check,
        outcome: check.outcome as ConnectionOutcome,
        certificate: { ...check.certificate, problem: check.certificate.problem as CertificateProblem | null },
      },
    };
  }

  @Roles('admin')
  @Query(() => ChainVerification, { nullable: true, description: 'The latest verification of the chain (at start-up or on demand).' })
  async billingChainVerification(): Promise<ChainVerification | null> {
    const latest = await this.chain.latest();
    return latest && verificationOf(latest);
  }

  @Roles('admin')
  @Mutation(() => VerifyBillingChainPayload, { description: 'Verifies the chain now: every fingerprint recomputed, every link checked.' })
  async verifyBillingChain(): Promise<VerifyBillingChainPayload> {
    return { verification: verificationOf(await this.chain.verify()) };
  }

  @Roles('admin')
  @Mutation(() => CorrectBillingRecordPayload, {
    description: 'Sends a corrected record (subsanación) of an invoice whose record the AEAT rejected or accepted with errors.',
  })
  async correctBillingRecord(@Args('input') input: CorrectBillingRecordInput): Promise<CorrectBillingRecordPayload> {
    return { record: await this.verifactu.correct(input.position, input.note ?? null) };
  }

  @ResolveField(() => String, { description: "The invoice's global id." })
  invoiceId(@Parent() record: BillingRecord): string {
    return toGlobalId('Invoice', record.invoiceRowId);
  }
}

/** `Invoice.verification` and `Invoice.billingRecords`: here, beside the rest of VERI*FACTU. */
@Resolver(() => Invoice)
export class InvoiceVerifactuResolver {
  constructor(private readonly verifactu: VerifactuService) {}

  @ResolveField(() => InvoiceVerification, { nullable: true, description: 'Its tax QR and what it says beside it: invoices issued with a VERI*FACTU record.' })
  async verification(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<InvoiceVerification | null> {
    const facts = await this.verifactu.loadVerification(request, invoice.rowId);
    if (!facts) return null;
    const url = verificationUrl(facts.environment, {
      issuerTaxId: invoice.issuer.taxId,
      number: invoice.number,
      issueDate: invoice.issueDate,
      amountCents: invoice.amountCents,
    });
    const modules = qrModules(url);
    return { url, qrSize: modules.length, qrPath: qrSvgPath(modules), mode: facts.mode as InvoiceVerificationMode };
  }

  @ResolveField(() => [BillingRecord], { description: 'Its billing records, oldest first (admins; empty for anyone else).' })
  billingRecords(@Parent() invoice: Invoice, @CurrentUser() viewer: Viewer, @Context('req') request: AppRequest): Promise<BillingRecord[]> | BillingRecord[] {
    if (viewer.role !== 'admin') return [];
    return this.verifactu.loadRecordsOfInvoice(request, invoice.rowId);
  }
}
