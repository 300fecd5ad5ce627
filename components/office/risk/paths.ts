/** A player's verification page in the office. */
export const riskPlayerPath = (userId: number) => `/office/risk/players/${userId}`;
