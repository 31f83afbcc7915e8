// The buying channels whose projects the mall lists: each has a channel page and its 更多 list (the same list), the
// shared project detail page under its own path, and where a signed-in supplier signs up for a project.
export const projectChannels = {
  bidding: {
    projectType: 1,
    title: '竞价采购',
    list: '/moreBidding',
    detail: '/bidding-details',
    signUp: '/supplier-bidding-report',
  },
  backhand: {
    projectType: 2,
    title: '反拍采购',
    list: '/moreBackhand',
    detail: '/backhand-details',
    signUp: '/supplier-backhand-report',
  },
  sourcing: {
    projectType: 4,
    title: '在线寻源',
    list: '/moreSourcing',
    detail: '/sourcing-details',
    signUp: '/sourcing-info',
  },
  auction: {
    projectType: 3,
    title: '拍卖',
    list: '/moreAuction',
    detail: '/auction-details',
    signUp: '/supplier-auction-report',
  },
} as const;

export type ProjectChannel = (typeof projectChannels)[keyof typeof projectChannels];

/** The channel of a mall path ('/moreBidding', '/bidding-details'). */
export const channelOf = (path: string): ProjectChannel =>
  Object.entries(projectChannels).find(([word]) => path.toLowerCase().includes(word))?.[1] ?? projectChannels.bidding;
