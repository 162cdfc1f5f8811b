/**
 * The company's details as the site shows them (libs/company/company.json).
 * Read as JSON with an import attribute: Playwright loads specs as native ESM,
 * where `@mmt/company`'s attribute-less JSON import is refused.
 */
import company from '../../../../libs/company/company.json' with { type: 'json' };

export { company };
