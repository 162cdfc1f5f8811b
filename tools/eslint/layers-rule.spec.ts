import { describe, expect, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { layersRule, WEB_SRC } from './layers-rule';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const file = (relative: string) => path.join(WEB_SRC, relative);
const options = [{ signedInFeatures: ['portal', 'admin'] }];
const crossing = (from: string, to: string) => ({ message: `${from} may not import ${to}: move what both need to src/shared, or compose in src/app.` });

new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } }).run('web/layers', layersRule, {
  valid: [
    { filename: file('features/home/pages/home-page.tsx'), options, code: "import { paths } from '../../../shared/paths';" },
    { filename: file('features/home/pages/home-page.tsx'), options, code: "export { HomeHero } from '../components/home-hero';" },
    { filename: file('features/home/pages/home-page.tsx'), options, code: "const page = import('./other-page');" },
    { filename: file('app/router.tsx'), options, code: "const page = import('../features/portal/pages/boats-page'); export * from '../features/auth';" },
    { filename: file('features/portal/pages/boats-page.tsx'), options, code: "import { useQuery } from '@apollo/client/react';" },
    { filename: file('shared/graphql/apollo-client.ts'), options, code: "import { ApolloClient } from '@apollo/client';" },
    // A computed specifier cannot be judged; outside apps/web/src the rule has nothing to say.
    { filename: file('features/home/pages/home-page.tsx'), options, code: 'const page = import(name);' },
    { filename: path.join(WEB_SRC, '../vite.config.ts'), options, code: "import x from '../../libs/company/src/index';" },
  ],
  invalid: [
    { filename: file('features/home/pages/home-page.tsx'), options, code: "import { BlogCard } from '../../blog/components/blog-card';", errors: [crossing('features/home', 'features/blog')] },
    { filename: file('features/home/index.ts'), options, code: "export { BlogCard } from '../blog/components/blog-card';", errors: [crossing('features/home', 'features/blog')] },
    { filename: file('features/home/index.ts'), options, code: "export * from '../blog';", errors: [crossing('features/home', 'features/blog')] },
    { filename: file('features/home/index.ts'), options, code: "const page = import('../portal/pages/boats-page');", errors: [crossing('features/home', 'features/portal')] },
    { filename: file('features/home/index.ts'), options, code: 'const page = import(`../admin/pages/admin-layout`);', errors: [crossing('features/home', 'features/admin')] },
    { filename: file('features/blog/index.ts'), options, code: "import { appRoutes } from '../../app/router';", errors: [crossing('features/blog', 'app')] },
    { filename: file('shared/ui/card.tsx'), options, code: "export * from '../../features/home';", errors: [crossing('shared', 'features/home')] },
    {
      filename: file('features/blog/pages/blog-page.tsx'),
      options,
      code: "import { useQuery } from '@apollo/client/react';",
      errors: [{ message: 'features/blog is public and may not import @apollo/client/react: public pages stay without Apollo Client (fetch with shared/graphql request()).' }],
    },
    {
      filename: file('features/auth/pages/login-page.tsx'),
      code: "export { gql } from '@apollo/client';",
      errors: [{ message: /features\/auth is public and may not import @apollo\/client/ }],
    },
  ],
});

/** The real configuration, run by the ESLint CLI on a virtual file, from `cwd`. */
function lintFrom(cwd: string, code: string): Promise<string> {
  const root = path.resolve(WEB_SRC, '../../..');
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', path.join(WEB_SRC, 'features/home/fixture.ts')],
      { cwd, timeout: 60_000 },
      (_error, stdout, stderr) => resolve(stdout + stderr),
    );
    child.stdin!.end(code);
  });
}

describe('the layers rule in eslint.config.js', () => {
  it.each([
    ['the workspace root', '../../..'],
    ['apps/web', '..'],
  ])('holds when ESLint runs from %s', async (_name, relativeCwd) => {
    const output = await lintFrom(path.resolve(WEB_SRC, relativeCwd), "import { BlogCard } from '../blog/components/blog-card';\nexport * from '../portal';\nvoid BlogCard;\n");
    expect(output.match(/web\/layers/g)).toHaveLength(2);
  }, 60_000);
});
