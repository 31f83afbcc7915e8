export const evaluateScoreLabels = { 5: '5 星', 4: '4 星', 3: '3 星', 2: '2 星', 1: '1 星' } as const;
