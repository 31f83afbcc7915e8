/** The phases in which a round is open and a supplier may bid: 竞价中 and 第二轮. */
export const isRunning = (status: number) => status === 6 || status === 7;
