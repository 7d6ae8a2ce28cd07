/** A realistic job posting for the posting tests (lines as pasted, bullets and a blank line included). */
export const DATA_ANALYST_POSTING = `Data Analyst — Growth team

About the role
• Write SQL queries against our Snowflake warehouse every day
• Build and maintain dashboards in Tableau for the sales and marketing teams
• Design and analyse A/B tests with product managers
• Present findings to senior stakeholders and recommend next steps
• Keep our data quality high: spot and fix tracking problems

You are detail-oriented, comfortable with Python, and can manage competing priorities.`;
