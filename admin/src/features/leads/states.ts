// A lead's states as the admin names them.
import { msg } from '../../lib/i18n.ts';
import type { LeadState } from '../../../../server/api-types.ts';

export const LEAD_STATES: readonly LeadState[] = ['new', 'contacted', 'closed'];

export const LEAD_STATE_LABEL: Record<LeadState, string> = { new: msg('New'), contacted: msg('Contacted'), closed: msg('Closed') };
