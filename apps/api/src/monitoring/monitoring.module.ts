import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { GraphqlMetricsPlugin } from './graphql-metrics.plugin.js';
import { HealthFiguresResolver } from './health-figures.resolver.js';
import { HealthFiguresService } from './health-figures.service.js';
import { Metrics } from './metrics.js';
import { MetricsRoute } from './metrics.route.js';

/** A view inside: /metrics for Prometheus, and the admins' health figures (healthFigures). */
@Module({
  imports: [InvoicesModule, OutboxModule],
  providers: [HealthFiguresService, HealthFiguresResolver, Metrics, MetricsRoute, GraphqlMetricsPlugin],
  exports: [Metrics, MetricsRoute],
})
export class MonitoringModule {}
