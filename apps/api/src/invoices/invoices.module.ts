import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BoatsModule } from '../boats/boats.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { UsersModule } from '../users/users.module.js';
import { DocumentsController } from './documents.controller.js';
import { InvoiceEntity, InvoiceLineEntity } from './entities/invoice.entity.js';
import { InvoiceDocuments } from './invoice-documents.js';
import { BoatHistoryResolver, InvoicesResolver, JobInvoiceResolver, UserInvoicesResolver } from './invoices.resolver.js';
import { InvoicesService } from './invoices.service.js';
import { StripeCheckout } from './stripe-checkout.js';
import { AeatSender } from './verifactu/aeat-sender.js';
import { BillingChain } from './verifactu/billing-chain.js';
import { DeclarationController } from './verifactu/declaration.controller.js';
import { DeclarationResolver } from './verifactu/declaration.resolver.js';
import { SystemDeclarations } from './verifactu/declaration.service.js';
import { VerifactuResolver, InvoiceVerifactuResolver } from './verifactu/verifactu.resolver.js';
import { VerifactuService } from './verifactu/verifactu.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([InvoiceEntity, InvoiceLineEntity]), BoatsModule, JobsModule, QuotesModule, UsersModule],
  controllers: [DocumentsController, DeclarationController],
  providers: [
    InvoicesService,
    InvoiceDocuments,
    StripeCheckout,
    InvoicesResolver,
    JobInvoiceResolver,
    UserInvoicesResolver,
    BoatHistoryResolver,
    AeatSender,
    BillingChain,
    VerifactuService,
    VerifactuResolver,
    InvoiceVerifactuResolver,
    SystemDeclarations,
    DeclarationResolver,
  ],
  exports: [InvoicesService, StripeCheckout, AeatSender, BillingChain],
})
export class InvoicesModule {}
