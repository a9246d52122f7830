-- Demo mode's built-in webhook inbox (a stand-in for the user's server) and what it received.
CREATE TABLE "DemoWebhookInbox" (
    "userId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemoWebhookInbox_pkey" PRIMARY KEY ("userId")
);

CREATE UNIQUE INDEX "DemoWebhookInbox_key_key" ON "DemoWebhookInbox"("key");

ALTER TABLE "DemoWebhookInbox" ADD CONSTRAINT "DemoWebhookInbox_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "DemoWebhookReceipt" (
    "id" UUID NOT NULL,
    "inboxUserId" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "deliveryId" TEXT,
    "body" TEXT NOT NULL,
    "signature" TEXT,
    "verified" BOOLEAN NOT NULL,
    "endpointId" UUID,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemoWebhookReceipt_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "DemoWebhookReceipt_inboxUserId_receivedAt_idx" ON "DemoWebhookReceipt"("inboxUserId", "receivedAt");

ALTER TABLE "DemoWebhookReceipt" ADD CONSTRAINT "DemoWebhookReceipt_inboxUserId_fkey" FOREIGN KEY ("inboxUserId") REFERENCES "DemoWebhookInbox"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
