/** A deposit's page in the office. */
export const depositPath = (id: string) => `/office/deposits/${id}`;

/** A player's page in the office. */
export const playerPath = (userId: number) => `/office/players/${userId}`;

/** The first block of a deposit's UUID: enough to tell deposits apart on a screen. */
export const shortId = (id: string) => id.slice(0, 8);
