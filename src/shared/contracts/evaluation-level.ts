import * as z from 'zod/mini';

// The grade the warehouse gives a phone: evaluations, orders and goods share it. On its own,
// so the evaluation screens do not load the order shapes, nor the order screens the
// evaluation contracts, to get it (route budget).
export const evaluationLevel = z.enum(['S', 'A+', 'A', 'B+', 'B', 'C']);
