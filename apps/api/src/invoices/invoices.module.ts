import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { CompanyModule } from '../company/company.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { UsersModule } from '../users/users.module.js';
import { VisitWorkModule } from '../visit-work/visit-work.module.js';
import { DocumentsController } from './documents.controller.js';
import { InvoiceEntity, InvoiceLineEntity } from './entities/invoice.entity.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { InvoiceFigures } from './invoice-figures.js';
import { InvoicedJobsModule } from './invoiced-jobs.js';
import { BoatHistoryResolver, InvoicesResolver, JobInvoiceResolver, UserInvoicesResolver } from './invoices.resolver.js';
import { InvoicesService } from './invoices.service.js';
import { StripeCheckout } from './stripe-checkout.js';
import { CertificateAlerts } from './verifactu/aeat-certificate-alerts.js';
import { CompanyCertificate } from './verifactu/aeat-certificate.js';
import { AeatConnection } from './verifactu/aeat-connection.js';
import { AeatSender } from './verifactu/aeat-sender.js';
import { BillingChain } from './verifactu/billing-chain.js';
import { DeclarationController } from './verifactu/declaration.controller.js';
import { DeclarationResolver } from './verifactu/declaration.resolver.js';
import { SystemDeclarations } from './verifactu/declaration.service.js';
import { ChainEnvironment } from './verifactu/chain-environment.js';
import { VerifactuResolver, InvoiceVerifactuResolver } from './verifactu/verifactu.resolver.js';
import { VerifactuService } from './verifactu/verifactu.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([InvoiceEntity, InvoiceLineEntity]),
    BoatsModule,
    CompanyModule,
    JobsModule,
    QuotesModule,
    UsersModule,
    VisitWorkModule,
    InvoicedJobsModule,
  ],
  controllers: [DocumentsController, DeclarationController],
  providers: [
    InvoicesService,
    InvoiceFigures,
    InvoiceDocuments,
    StripeCheckout,
    InvoicesResolver,
    JobInvoiceResolver,
    UserInvoicesResolver,
    BoatHistoryResolver,
    AeatSender,
    BillingChain,
    ChainEnvironment,
    CompanyCertificate,
    CertificateAlerts,
    AeatConnection,
    VerifactuService,
    VerifactuResolver,
    InvoiceVerifactuResolver,
    SystemDeclarations,
    DeclarationResolver,
  ],
  exports: [InvoicesService, InvoiceFigures, VerifactuService, StripeCheckout, AeatSender, BillingChain, ChainEnvironment, CertificateAlerts],
})
export class InvoicesModule {}
