/** The owner account of the end-to-end server (written by seed-e2e-admin.ts). */
export const e2eOwner = {
  email: "owner@example.test",
  password: "agarlosen123",
  name: "Olle Ägare",
};
