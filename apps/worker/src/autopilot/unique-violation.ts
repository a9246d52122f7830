/** Prisma's unique-constraint error (P2002): another run wrote the same slot or week first. */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string }).code === 'P2002';
