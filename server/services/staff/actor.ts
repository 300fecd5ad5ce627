import type { StaffPermission } from '@/lib/constants/staff';

/**
 * Who is acting on an operator operation: a signed-in staff member, or the service
 * (`OPERATOR_TOKEN`, the machines' key). Each carries its role's permissions.
 */
export type StaffActor =
  | {
      type: 'staff';
      id: number;
      email: string;
      name: string;
      role: string;
      permissions: readonly StaffPermission[];
      sessionId: string;
    }
  | { type: 'service'; role: string; permissions: readonly StaffPermission[] };

/** How the audit names an actor. */
export function actorLabel(actor: StaffActor): string {
  return actor.type === 'staff' ? actor.email : 'service';
}

/** How a record names the member who decided it: `staff:<id>`, or `service` for the key. */
export function actorRef(actor: StaffActor): string {
  return actor.type === 'staff' ? `staff:${actor.id}` : 'service';
}
