import type {
  WebhookDeliveryDto,
  WebhookDeliveryStatus,
  WebhookEndpointDto,
  WebhookEvent,
} from '@adreel/contracts';

/** Row → answer shapes for endpoints and deliveries. */
export function endpointDto(row: {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: Date;
}): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export function deliveryDto(row: {
  id: string;
  event: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}): WebhookDeliveryDto {
  const status = row.status as WebhookDeliveryStatus;
  return {
    id: row.id,
    event: row.event,
    status,
    attempts: row.attempts,
    // A pending delivery's due time (or its worker's lease); finished ones have none.
    nextAttemptAt: status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const endpointFields = { id: true, url: true, events: true, enabled: true, createdAt: true } as const;
