import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** `staff`: admins and technicians (the schedule). `customer`: customers only (joining a membership). */
type Access = 'public' | 'signed-in' | 'customer' | 'staff' | 'admin';
type Caller = 'anonymous' | 'customer' | 'technician' | 'admin';

/**
 * Who may call each operation. Every root field of the schema must be listed: a new operation
 * without an entry fails this test until someone decides who may call it.
 */
const access: Record<string, Access> = {
  'Query.blogPosts': 'public',
  'Query.contents': 'public',
  'Query.siteTexts': 'public',
  'Query.companyDetails': 'public',
  'Query.contentSections': 'admin',
  'Query.contentRevisions': 'admin',
  'Query.demoAccountsAvailable': 'public',
  'Query.node': 'public',
  'Query.me': 'signed-in',
  'Query.boats': 'signed-in',
  'Query.boat': 'signed-in',
  'Query.jobs': 'signed-in',
  'Query.invoices': 'signed-in',
  'Query.invoiceTotals': 'signed-in',
  'Query.billingRecords': 'admin',
  'Query.billingChainVerification': 'admin',
  'Query.verifactuSettings': 'admin',
  'Query.verifactuStatus': 'admin',
  'Query.clients': 'admin',
  'Query.outboxMessages': 'admin',
  'Query.healthFigures': 'admin',
  'Query.todayOverview': 'admin',
  'Query.deskFigures': 'admin',
  'Query.jobsToInvoice': 'admin',
  'Query.systemDeclaration': 'admin',
  'Query.systemDeclarations': 'admin',
  'Query.passwordLink': 'public',
  'Query.membershipPlans': 'public',
  'Query.myMembership': 'signed-in',
  'Query.vipMembers': 'admin',
  'Mutation.joinMembership': 'customer',
  'Mutation.cancelMembership': 'signed-in',
  'Mutation.changeMembershipPlan': 'signed-in',
  'Mutation.changeMembershipCard': 'signed-in',
  'Mutation.recordTransferMembership': 'admin',
  'Mutation.updateMembershipPlan': 'admin',
  'Mutation.login': 'public',
  'Mutation.signUp': 'public',
  'Mutation.confirmSignUp': 'public',
  'Mutation.refreshSession': 'public',
  'Mutation.logout': 'public',
  'Mutation.requestJob': 'signed-in',
  'Mutation.payInvoice': 'signed-in',
  'Mutation.createDeviceToken': 'signed-in',
  'Mutation.revokeDeviceToken': 'signed-in',
  'Mutation.updateBoatAlertRules': 'signed-in',
  'Mutation.resetBoatAlertRules': 'signed-in',
  'Mutation.updateContent': 'admin',
  'Mutation.restoreContent': 'admin',
  'Mutation.updateCompanyDetails': 'admin',
  'Query.businessHours': 'admin',
  'Mutation.updateBusinessHours': 'admin',
  'Mutation.retryOutboxMessage': 'admin',
  'Mutation.setPassword': 'public',
  'Mutation.requestPasswordLink': 'public',
  'Mutation.requestSignInLink': 'public',
  'Mutation.signInWithLink': 'public',
  'Mutation.createClient': 'admin',
  'Mutation.updateClient': 'admin',
  'Mutation.deactivateClient': 'admin',
  'Mutation.reactivateClient': 'admin',
  'Mutation.resendInvitation': 'admin',
  'Mutation.createBoat': 'admin',
  'Mutation.updateJobStatus': 'admin',
  'Mutation.sendQuote': 'admin',
  'Mutation.approveQuote': 'signed-in',
  'Mutation.declineQuote': 'signed-in',
  'Mutation.createInvoice': 'admin',
  'Mutation.createRectifyingInvoice': 'admin',
  'Mutation.voidInvoice': 'admin',
  'Mutation.verifyBillingChain': 'admin',
  'Mutation.checkVerifactuConnection': 'admin',
  'Mutation.correctBillingRecord': 'admin',
  'Mutation.markInvoicePaid': 'admin',
  'Mutation.updateBoat': 'admin',
  'Mutation.addEquipment': 'admin',
  'Mutation.updateEquipment': 'admin',
  'Mutation.retireEquipment': 'admin',
  'Mutation.completeInstallationJob': 'admin',
  'Query.maintenanceDue': 'admin',
  'Mutation.createMaintenanceTask': 'admin',
  'Mutation.updateMaintenanceTask': 'admin',
  'Mutation.removeMaintenanceTask': 'admin',
  'Query.maintenanceTaskTemplates': 'admin',
  'Mutation.createMaintenanceTaskTemplate': 'admin',
  'Mutation.updateMaintenanceTaskTemplate': 'admin',
  'Mutation.removeMaintenanceTaskTemplate': 'admin',
  'Mutation.recordRunningHours': 'admin',
  'Mutation.requestMaintenanceJob': 'signed-in',
  'Query.maintenanceCalendarFeed': 'signed-in',
  'Mutation.renewMaintenanceCalendarFeed': 'signed-in',
  'Mutation.revokeMaintenanceCalendarFeed': 'signed-in',
  'Query.technicians': 'admin',
  'Query.staff': 'admin',
  'Mutation.inviteStaff': 'admin',
  'Mutation.deactivateStaff': 'admin',
  'Mutation.reactivateStaff': 'admin',
  'Query.setupLink': 'public',
  'Mutation.setUpFirstAdmin': 'public',
  'Query.visits': 'staff',
  'Mutation.scheduleVisit': 'admin',
  'Mutation.moveVisit': 'admin',
  'Query.parts': 'staff',
  'Query.labourRate': 'admin',
  'Mutation.createPart': 'admin',
  'Mutation.updatePart': 'admin',
  'Mutation.updateLabourRate': 'admin',
  'Mutation.setJobChecklist': 'admin',
  'Mutation.startVisit': 'staff',
  'Mutation.finishVisit': 'staff',
  'Mutation.signVisit': 'staff',
  'Mutation.addVisitEntry': 'staff',
  'Mutation.correctVisitEntry': 'admin',
  'Mutation.updateVisitEntry': 'staff',
  'Mutation.removeVisitEntry': 'staff',
  'Mutation.addVisitPhoto': 'staff',
  'Mutation.tickChecklistItem': 'staff',
};

/** A literal of the right type, so GraphQL validation passes and the guards decide. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sample(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    const samples: Record<string, string> = { Int: '1', Float: '1.5', Boolean: 'false', ID: '"eA"', DateTime: '"2030-01-01T00:00:00Z"' };
    return samples[type.name] ?? '"x"';
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const argList = args.length ? `(${args.map((arg) => `${arg.name}: ${sample(arg.type)}`).join(', ')})` : '';
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${argList}${selection} }`;
}

function rootFields(schema: GraphQLSchema) {
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, name: `Query.${field.name}`, field })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, name: `Mutation.${field.name}`, field })),
  ];
}

/** The guards' verdict: refused as anonymous, refused by role, or let through (whatever came next). */
function verdict(errors: { extensions?: Record<string, unknown> }[] | undefined): 'unauthenticated' | 'forbidden' | 'allowed' {
  const error = errors?.[0]?.extensions;
  if (error?.code === 'FORBIDDEN') return 'forbidden';
  // A reason means the operation itself answered (bad credentials, no refresh cookie), not a guard.
  if (error?.code === 'UNAUTHENTICATED' && !error.reason) return 'unauthenticated';
  return 'allowed';
}

const expected: Record<Access, Record<Caller, string>> = {
  public: { anonymous: 'allowed', customer: 'allowed', technician: 'allowed', admin: 'allowed' },
  'signed-in': { anonymous: 'unauthenticated', customer: 'allowed', technician: 'allowed', admin: 'allowed' },
  customer: { anonymous: 'unauthenticated', customer: 'allowed', technician: 'forbidden', admin: 'forbidden' },
  staff: { anonymous: 'unauthenticated', customer: 'forbidden', technician: 'allowed', admin: 'allowed' },
  admin: { anonymous: 'unauthenticated', customer: 'forbidden', technician: 'forbidden', admin: 'allowed' },
};

describe('authorization matrix: every operation × {anonymous, customer, technician, admin}', () => {
  let api: TestApp;
  let tokens: Record<Caller, string | undefined>;

  // Three sign-ins (argon2 each) after the app's start: allow a machine busy with other runs the time.
  beforeAll(async () => {
    api = await createTestApp({ wordpressUrl: 'http://127.0.0.1:9' });
    const [customer, technician, admin] = await Promise.all([
      api.login('cliente@demo.com', 'Cliente123!'),
      api.login('tecnico@demo.com', 'Tecnico123!'),
      api.login('admin@demo.com', 'Admin123!'),
    ]);
    tokens = { anonymous: undefined, customer: customer.token, technician: technician.token, admin: admin.token };
  }, 60_000);
  afterAll(() => api.close());

  it('lists every operation of the schema, and nothing else', () => {
    const names = rootFields(api.app.get(GraphQLSchemaHost).schema).map((field) => field.name);
    expect(names.sort()).toEqual(Object.keys(access).sort());
  });

  it('lets each caller through exactly as the table says', async () => {
    const results: string[] = [];
    for (const { kind, name, field } of rootFields(api.app.get(GraphQLSchemaHost).schema)) {
      if (name === 'Mutation.logout') continue; // would end the sessions the other checks use; covered in auth.spec
      for (const caller of ['anonymous', 'customer', 'technician', 'admin'] as const) {
        const response = await api.graphql(operationOf(kind, field), {}, { token: tokens[caller] });
        results.push(`${name} as ${caller}: ${verdict(response.errors)}`);
      }
    }
    const wanted = results.map((line) => {
      const [, name, caller] = /^(\S+) as (\w+):/.exec(line)!;
      return `${name} as ${caller}: ${expected[access[name]][caller as Caller]}`;
    });
    expect(results).toEqual(wanted);
  });
});
