/** A hand-worked salary: [gross, income tax, social contributions, net], from the published rules. */
export type Case = [gross: number, tax: number, social: number, net: number];
