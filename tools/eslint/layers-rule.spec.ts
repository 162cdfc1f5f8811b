import { describe, expect, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { API_SRC, API_STYLE, apiLayersRule, WEB_SRC, WEB_STYLE, webLayersRule } from './layers-rule';
import { lintFrom } from './lint-from';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// TypeScript's parser: the rules also read `import('…')` types and `import x = require('…')`.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

describe('layers/web', () => {
  const file = (relative: string) => path.join(WEB_SRC, relative);
  const options = [{ signedInFeatures: ['portal', 'admin'] }];
  const crossing = (from: string, to: string) => ({
    message: `${from} may not import ${to}: move what both need to src/shared, or compose in src/app. See ${WEB_STYLE}.`,
  });
  const publicApollo = (from: string, source: string) => ({ message: new RegExp(`^${from} is public and may not import ${source.replace(/[./]/g, '\\$&')}`) });

  tester.run('layers/web', webLayersRule, {
    valid: [
      { filename: file('features/home/pages/home-page.tsx'), options, code: "import { paths } from '../../../shared/paths';" },
      { filename: file('features/home/pages/home-page.tsx'), options, code: "export { HomeHero } from '../components/home-hero';" },
      { filename: file('features/home/pages/home-page.tsx'), options, code: "const page = import('./other-page');" },
      { filename: file('app/router.tsx'), options, code: "const page = import('../features/portal/pages/boats-page'); export * from '../features/auth';" },
      { filename: file('features/portal/pages/boats-page.tsx'), options, code: "import { useQuery } from '@apollo/client/react';" },
      { filename: file('shared/graphql/apollo-client.ts'), options, code: "import { ApolloClient } from '@apollo/client';" },
      // A signed-in feature may use the shared Apollo wrapper; a public one may name it in a type (nothing is loaded).
      { filename: file('features/admin/pages/admin-layout.tsx'), options, code: "import { ApolloScope } from '../../../shared/graphql/apollo-scope';" },
      { filename: file('features/home/pages/home-page.tsx'), options, code: "import type { ApolloScope } from '../../../shared/graphql/apollo-scope';" },
      // Shared modules that do not load Apollo, as public pages use them.
      { filename: file('features/blog/pages/blog-page.tsx'), options, code: "import { request } from '../../../shared/graphql/request';" },
      // A computed specifier cannot be judged; outside apps/web/src the rule has nothing to say.
      { filename: file('features/home/pages/home-page.tsx'), options, code: 'const page = import(name);' },
      { filename: path.join(WEB_SRC, '../vite.config.ts'), options, code: "import x from '../../libs/company/src/index';" },
      // The domain widgets use the primitives; features use both.
      { filename: file('shared/domain/job-timeline.tsx'), options, code: "import { StatusBadge } from '../ui/status-badge';" },
      { filename: file('features/portal/pages/job-page.tsx'), options, code: "import { JobTimeline } from '../../../shared/domain/job-timeline';" },
    ],
    invalid: [
      {
        filename: file('features/home/pages/home-page.tsx'),
        options,
        code: "import { BlogCard } from '../../blog/components/blog-card';",
        errors: [crossing('features/home', 'features/blog')],
      },
      {
        filename: file('features/home/index.ts'),
        options,
        code: "export { BlogCard } from '../blog/components/blog-card';",
        errors: [crossing('features/home', 'features/blog')],
      },
      { filename: file('features/home/index.ts'), options, code: "export * from '../blog';", errors: [crossing('features/home', 'features/blog')] },
      {
        filename: file('features/home/index.ts'),
        options,
        code: "const page = import('../portal/pages/boats-page');",
        errors: [crossing('features/home', 'features/portal')],
      },
      {
        filename: file('features/home/index.ts'),
        options,
        code: 'const page = import(`../admin/pages/admin-layout`);',
        errors: [crossing('features/home', 'features/admin')],
      },
      { filename: file('features/blog/index.ts'), options, code: "import { appRoutes } from '../../app/router';", errors: [crossing('features/blog', 'app')] },
      { filename: file('shared/ui/card.tsx'), options, code: "export * from '../../features/home';", errors: [crossing('shared', 'features/home')] },
      {
        filename: file('shared/domain/job-timeline.tsx'),
        options,
        code: "import { JobPage } from '../../features/portal/pages/job-page';",
        errors: [crossing('shared/domain', 'features/portal')],
      },
      // A primitive that used a domain widget would take the domain into every screen that shows a button.
      {
        filename: file('shared/ui/card.tsx'),
        options,
        code: "import { JobTimeline } from '../domain/job-timeline';",
        errors: [
          {
            message: `shared may not import shared/domain: the primitives stay below the domain widgets (move what both need out of shared/domain). See ${WEB_STYLE}.`,
          },
        ],
      },
      // Type positions count too: the import is still a dependency on the other feature.
      {
        filename: file('features/home/index.ts'),
        options,
        code: "type Card = import('../blog/components/blog-card').BlogCardProps;",
        errors: [crossing('features/home', 'features/blog')],
      },
      {
        filename: file('features/home/index.ts'),
        options,
        code: "import card = require('../blog/components/blog-card');",
        errors: [crossing('features/home', 'features/blog')],
      },
      {
        filename: file('features/home/index.ts'),
        options,
        code: "import type { BlogCardProps } from '../blog/components/blog-card';",
        errors: [crossing('features/home', 'features/blog')],
      },
      {
        filename: file('features/blog/pages/blog-page.tsx'),
        options,
        code: "import { useQuery } from '@apollo/client/react';",
        errors: [publicApollo('features/blog', '@apollo/client/react')],
      },
      {
        filename: file('features/auth/pages/login-page.tsx'),
        code: "export { gql } from '@apollo/client';",
        errors: [publicApollo('features/auth', '@apollo/client')],
      },
      {
        filename: file('features/auth/pages/login-page.tsx'),
        code: "type Client = import('@apollo/client').ApolloClient;",
        errors: [publicApollo('features/auth', '@apollo/client')],
      },
      // Through a shared wrapper: the real shared/graphql modules, read from disk.
      {
        filename: file('features/home/pages/home-page.tsx'),
        options,
        code: "import { ApolloScope } from '../../../shared/graphql/apollo-scope';",
        errors: [
          {
            message:
              /^features\/home is public and may not import \.\.\/\.\.\/\.\.\/shared\/graphql\/apollo-scope, which loads @apollo\/client \(@apollo\/client\/react\)/,
          },
        ],
      },
      // A domain widget is shared too: one that loads Apollo Client stays off public pages.
      {
        filename: file('features/home/pages/home-page.tsx'),
        options,
        code: "import { CalendarFeed } from '../../../shared/domain/calendar-feed';",
        errors: [{ message: /^features\/home is public and may not import \.\.\/\.\.\/\.\.\/shared\/domain\/calendar-feed, which loads @apollo\/client/ }],
      },
      {
        filename: file('features/blog/index.ts'),
        options,
        code: "const scope = import('../../shared/graphql/apollo-client');",
        errors: [
          {
            message: /^features\/blog is public and may not import \.\.\/\.\.\/shared\/graphql\/apollo-client, which loads @apollo\/client \(@apollo\/client\)/,
          },
        ],
      },
    ],
  });
});

describe('layers/api', () => {
  const file = (relative: string) => path.join(API_SRC, relative);
  const below = (to: string) => ({ message: `common may not import ${to}: common is below every domain (move what both need into common). See ${API_STYLE}.` });
  const seeds = (from: string) => ({
    message: `${from} may not import database/seeds: the seeds use the domains, never the other way round. See ${API_STYLE}.`,
  });
  const testing = (from: string) => ({ message: `${from} may not import testing: only tests use it. See ${API_STYLE}.` });
  const upward = (from: string, to: string, cycle = '') => ({
    message: `${from} may not import ${to}, which comes after it in apps/api/src/domains.ts${cycle}. Call ${from} from ${to} instead, or declare what ${from} needs (an abstract class) for ${to} to provide. See ${API_STYLE}.`,
  });
  const unlisted = (folder: string) => ({
    message: `${folder} is not in apps/api/src/domains.ts: list it among the domains, in its place in their order, or among what is not a domain. See ${API_STYLE}.`,
  });

  tester.run('layers/api', apiLayersRule, {
    valid: [
      {
        filename: file('common/guards/roles.guard.ts'),
        code: "import { forbidden } from '../errors/graphql-errors.js'; import type { UserRole } from '../viewer.js';",
      },
      { filename: file('common/graphql/graphql-options.ts'), code: "import type { AppConfig } from '../../config/app-config.js';" },
      {
        filename: file('invoices/invoices.service.ts'),
        code: "import { ownerScope } from '../common/portal-access.js'; import { JobEntity } from '../jobs/entities/job.entity.js';",
      },
      { filename: file('database/prepare-database.ts'), code: "import { seedDatabase } from './seeds/seed.js';" },
      { filename: file('database/seeds/seed.ts'), code: "import { demoAccounts } from '../../auth/demo-accounts.js';" },
      // Tests reach anything; packages and libs are not layers.
      {
        filename: file('common/guards/authorization-matrix.spec.ts'),
        code: "import { createTestApp } from '../../testing/test-app.js'; import { JobsResolver } from '../../jobs/jobs.resolver.js';",
      },
      {
        filename: file('testing/portal-fixtures.ts'),
        code: "import { issueInvoice } from '../invoices/invoice-numbering.js'; import { seedDatabase } from '../database/seeds/seed.js';",
      },
      { filename: file('common/viewer.ts'), code: "import type { Language } from '@mmt/i18n'; import { Injectable } from '@nestjs/common';" },
      // Down the domains' order; a type-only import loads nothing, so it may name a higher domain's types.
      {
        filename: file('overview/today-overview.resolver.ts'),
        code: "import { InvoicesService } from '../invoices/invoices.service.js'; import { ScheduleService } from '../schedule/schedule.service.js';",
      },
      {
        filename: file('alerts/alert-rules.ts'),
        code: "import type { Metric } from '../telemetry/metrics.js'; type Reading = import('../telemetry/metrics.js').TelemetryReading;",
      },
      // What composes the domains may import any of them.
      {
        filename: file('app.module.ts'),
        code: "import { OverviewModule } from './overview/overview.module.js'; import { createApp } from './app.factory.js';",
      },
      { filename: file('database/migrations/1767000000000-checked-images.ts'), code: "import { withoutMetadata } from '../../visit-work/photo-jpeg.js';" },
    ],
    invalid: [
      {
        filename: file('common/decorators/auth.decorators.ts'),
        code: "import type { UserEntity } from '../../users/entities/user.entity.js';",
        errors: [below('users')],
      },
      { filename: file('common/guards/roles.guard.ts'), code: "export { UserRole } from '../../users/entities/user.entity.js';", errors: [below('users')] },
      { filename: file('common/relay/node.resolver.ts'), code: "const jobs = import('../../jobs/jobs.service.js');", errors: [below('jobs')] },
      {
        filename: file('common/relay/node.resolver.ts'),
        code: "type Role = import('../../users/entities/user.entity.js').UserRole;",
        errors: [below('users')],
      },
      { filename: file('common/relay/node.resolver.ts'), code: "import users = require('../../users/users.service.js');", errors: [below('users')] },
      {
        filename: file('common/cache/cache.module.ts'),
        code: "import { seedDatabase } from '../../database/seeds/seed.js';",
        errors: [below('database/seeds')],
      },
      { filename: file('auth/demo-accounts.resolver.ts'), code: "import { demoAccounts } from '../database/seeds/demo-accounts.js';", errors: [seeds('auth')] },
      {
        filename: file('telemetry/simulator/simulate-boat.ts'),
        code: "import type { BoatProfile } from '../../database/seeds/demo-readings.js';",
        errors: [seeds('telemetry')],
      },
      { filename: file('app.factory.ts'), code: "import { warnOfDemoAdmin } from './database/seeds/demo-accounts.js';", errors: [seeds('app.factory.ts')] },
      { filename: file('boats/boats.service.ts'), code: "import { createCustomerFixture } from '../testing/portal-fixtures.js';", errors: [testing('boats')] },
      // Up the order: every form that loads code, and the cycle it closes, found in the real files on disk.
      {
        filename: file('company/company.service.ts'),
        code: "import { HealthController } from '../health/health.controller.js';",
        errors: [upward('company', 'health')],
      },
      {
        filename: file('company/company.service.ts'),
        code: "export * from '../health/health.controller.js'; const m = import('../health/health.module.js');",
        errors: [upward('company', 'health'), upward('company', 'health')],
      },
      {
        filename: file('equipment/models/equipment.model.ts'),
        code: "import { dueOf } from '../../maintenance/due.js';",
        errors: [
          {
            message:
              /^equipment may not import maintenance, which comes after it in apps\/api\/src\/domains\.ts, and maintenance loads equipment again: a runtime cycle \(equipment → maintenance → equipment \(maintenance\/[^)]+\)\)\. Call equipment from maintenance/,
          },
        ],
      },
      {
        filename: file('jobs/jobs.service.ts'),
        code: "import { InvoicesService } from '../invoices/invoices.service.js';",
        errors: [
          {
            message:
              /^jobs may not import invoices, which comes after it in apps\/api\/src\/domains\.ts, and invoices loads jobs again: a runtime cycle \(jobs → invoices → jobs \(invoices\/[^)]+\)\)/,
          },
        ],
      },
      {
        filename: file('schedule/schedule.resolver.ts'),
        code: "import { TodayOverview } from '../overview/today-overview.model.js';",
        errors: [{ message: /^schedule may not import overview, which comes after it in apps\/api\/src\/domains\.ts, and overview loads schedule again/ }],
      },
      // A folder the order does not know, either side of the import.
      { filename: file('harbour/harbour.service.ts'), code: "import { JobsService } from '../jobs/jobs.service.js';", errors: [unlisted('harbour')] },
      { filename: file('jobs/jobs.service.ts'), code: "import { Berth } from '../harbour/berth.js';", errors: [unlisted('harbour')] },
    ],
  });
});

describe('the layers rules in eslint.config.js', () => {
  it.each([
    ['the workspace root', '../../..'],
    ['apps/web', '..'],
  ])(
    'hold for the web when ESLint runs from %s',
    async (_name, relativeCwd) => {
      const output = await lintFrom(
        path.resolve(WEB_SRC, relativeCwd),
        path.join(WEB_SRC, 'features/home/fixture.ts'),
        "import { BlogCard } from '../blog/components/blog-card';\nexport * from '../portal';\nvoid BlogCard;\n",
      );
      expect(output.match(/layers\/web/g)).toHaveLength(2);
    },
    60_000,
  );

  it.each([
    ['the workspace root', '../../..'],
    ['apps/api', '..'],
  ])(
    'hold for the API when ESLint runs from %s',
    async (_name, relativeCwd) => {
      const output = await lintFrom(
        path.resolve(API_SRC, relativeCwd),
        path.join(API_SRC, 'common/fixture.ts'),
        "import type { UserEntity } from '../users/entities/user.entity.js';\nimport { seedDatabase } from '../database/seeds/seed.js';\nexport type Row = UserEntity;\nvoid seedDatabase;\n",
      );
      expect(output.match(/layers\/api/g)).toHaveLength(2);
    },
    60_000,
  );
});
