import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import type { Viewer } from '../../common/viewer.js';
import { connectionFromPage, pageFromArgs } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import type { AppRequest } from '../../common/request-context.js';
import { InvoiceDocuments } from '../invoice-documents.js';
import { Invoice } from '../models/invoice.model.js';
import { BillingChain } from './billing-chain.js';
import {
  BillingRecord,
  BillingRecordConnection,
  BillingRecordsArgs,
  ChainVerification,
  CorrectBillingRecordInput,
  CorrectBillingRecordPayload,
  InvoiceVerification,
  VerifactuSettings,
  VerifyBillingChainPayload,
} from './verifactu.model.js';
import { VerifactuService } from './verifactu.service.js';
import { qrModules, qrSvgPath } from './verification-qr.js';

@Resolver(() => BillingRecord)
export class VerifactuResolver {
  constructor(
    private readonly verifactu: VerifactuService,
    private readonly chain: BillingChain,
  ) {}

  @Roles('admin')
  @Query(() => BillingRecordConnection, { description: 'The VERI*FACTU chain of billing records, newest first, with where each stands at the AEAT (admins).' })
  async billingRecords(@Args() args: BillingRecordsArgs): Promise<BillingRecordConnection> {
    const page = pageFromArgs(args);
    const [records, total] = await this.verifactu.records(page);
    return connectionFromPage(records, page, total);
  }

  @Roles('admin')
  @Query(() => VerifactuSettings, { description: 'How VERI*FACTU is set up: environment, certificate, the system identification, the queue (admins).' })
  verifactuSettings(): Promise<VerifactuSettings> {
    return this.verifactu.settings();
  }

  @Roles('admin')
  @Query(() => ChainVerification, { nullable: true, description: 'The latest verification of the chain (at start-up or on demand).' })
  billingChainVerification(): Promise<ChainVerification | null> {
    return this.chain.latest();
  }

  @Roles('admin')
  @Mutation(() => VerifyBillingChainPayload, { description: 'Verifies the chain now: every fingerprint recomputed, every link checked.' })
  async verifyBillingChain(): Promise<VerifyBillingChainPayload> {
    return { verification: await this.chain.verify() };
  }

  @Roles('admin')
  @Mutation(() => CorrectBillingRecordPayload, { description: 'Sends a corrected record (subsanación) of an invoice whose record the AEAT rejected or accepted with errors.' })
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
  constructor(
    private readonly verifactu: VerifactuService,
    private readonly documents: InvoiceDocuments,
  ) {}

  @ResolveField(() => InvoiceVerification, { nullable: true, description: 'Its tax QR and legend: invoices issued with a VERI*FACTU record.' })
  async verification(@Parent() invoice: Invoice, @Context('req') request: AppRequest): Promise<InvoiceVerification | null> {
    if (!(await this.verifactu.loadRecorded(request, invoice.rowId))) return null;
    const url = this.documents.verificationUrlOf({ issuer: invoice.issuer, number: invoice.number, issueDate: invoice.issueDate, amountCents: invoice.amountCents });
    const modules = qrModules(url);
    return { url, qrSize: modules.length, qrPath: qrSvgPath(modules), legend: 'VERI*FACTU' };
  }

  @ResolveField(() => [BillingRecord], { description: 'Its billing records, oldest first (admins; empty for anyone else).' })
  billingRecords(@Parent() invoice: Invoice, @CurrentUser() viewer: Viewer, @Context('req') request: AppRequest): Promise<BillingRecord[]> | BillingRecord[] {
    if (viewer.role !== 'admin') return [];
    return this.verifactu.loadRecordsOfInvoice(request, invoice.rowId);
  }
}
