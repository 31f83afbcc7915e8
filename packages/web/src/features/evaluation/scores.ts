// Scores are a range in the spec (1 to 5 stars), not an enum, so their names are written here.
export const evaluateScoreLabels = { 5: '5 星', 4: '4 星', 3: '3 星', 2: '2 星', 1: '1 星' } as const;
