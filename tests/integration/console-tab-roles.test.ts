import { describe, expect, it } from 'vitest';
import { rolesFor } from '../../server/operators/route-roles';
import { CAMPAIGN_TAB_ACCESS } from '../../src/console/campaigns/campaignTabRoles';

/**
 * The console shows a campaign tab to the roles that may read its list and its forms to those
 * that may write, by the server's own route table: a tab never offered to a role the server refuses, nor
 * hidden from one it admits.
 */
const sorted = (roles: readonly string[] | undefined) => [...(roles ?? [])].sort();

describe('console campaign tabs follow the route table', () => {
  for (const tab of CAMPAIGN_TAB_ACCESS) {
    it(`${tab.key}: readers and writers are the route table's`, () => {
      expect(rolesFor(tab.reads), tab.reads).toBeDefined();
      expect(sorted(tab.readRoles)).toEqual(sorted(rolesFor(tab.reads)));
      for (const w of tab.writes) {
        expect(rolesFor(w), w).toBeDefined();
        expect(sorted(tab.writeRoles), w).toEqual(sorted(rolesFor(w)));
      }
    });
  }
});
