/**
 * Skills and responsibilities job postings name, each with the phrases that name it (lower case, matched on
 * word boundaries) and the set competencies whose questions practise it. Competency names themselves are
 * matched too ('stakeholder management', 'forecasting'), so this list holds what postings say differently.
 */
export interface VocabularySkill {
  skill: string;
  phrases: readonly string[];
  competencies: readonly string[];
}

export const SKILLS_VOCABULARY: readonly VocabularySkill[] = [
  // ---- working with people
  { skill: 'Teamwork', phrases: ['team player', 'collaborative', 'collaborate', 'cross functional', 'cross-functional', 'work closely with'], competencies: ['teamwork', 'collaboration'] },
  { skill: 'Leadership', phrases: ['lead a team', 'leading a team', 'people management', 'manage a team', 'line management', 'mentor', 'mentoring', 'coach junior'], competencies: ['leadership', 'team_leadership', 'mentoring'] },
  { skill: 'Communication', phrases: ['communication skills', 'written and verbal', 'verbal and written', 'communicate clearly', 'communicate', 'present to', 'presentation skills'], competencies: ['communication', 'stakeholder_communication', 'presentation'] },
  { skill: 'Stakeholder management', phrases: ['stakeholders', 'stakeholder', 'senior leadership', 'executives', 'business partners'], competencies: ['stakeholder_management', 'stakeholder_communication'] },
  { skill: 'Conflict resolution', phrases: ['conflict', 'difficult conversations', 'resolve disagreements'], competencies: ['conflict_resolution', 'de_escalation'] },
  { skill: 'Negotiation', phrases: ['negotiate', 'negotiating', 'negotiation'], competencies: ['negotiation'] },
  // ---- ways of working
  { skill: 'Problem solving', phrases: ['problem solver', 'problem-solving', 'solve problems', 'analytical thinking', 'troubleshoot', 'troubleshooting'], competencies: ['problem_solving', 'debugging'] },
  { skill: 'Prioritisation', phrases: ['prioritize', 'prioritise', 'prioritization', 'multiple priorities', 'competing priorities', 'fast-paced', 'fast paced'], competencies: ['prioritisation', 'time_management', 'multitasking'] },
  { skill: 'Time management', phrases: ['deadlines', 'deadline driven', 'organized', 'organised', 'organizational skills', 'organisational skills'], competencies: ['time_management', 'deadline_pressure'] },
  { skill: 'Adaptability', phrases: ['adaptable', 'flexible', 'ambiguity', 'changing environment', 'startup environment'], competencies: ['adaptability', 'ambiguity'] },
  { skill: 'Initiative and ownership', phrases: ['self-starter', 'self starter', 'proactive', 'ownership', 'take initiative', 'autonomous', 'independently'], competencies: ['initiative', 'ownership'] },
  { skill: 'Attention to detail', phrases: ['detail oriented', 'detail-oriented', 'attention to detail', 'accuracy', 'accurate'], competencies: ['attention_to_detail', 'data_quality'] },
  { skill: 'Customer focus', phrases: ['customer-centric', 'customer centric', 'customer obsessed', 'client-facing', 'client facing', 'customer needs', 'customer experience'], competencies: ['customer_focus', 'customer_empathy', 'user_empathy'] },
  // ---- software
  { skill: 'System design', phrases: ['distributed systems', 'scalable', 'scalability', 'microservices', 'high availability', 'design systems that'], competencies: ['system_design', 'architecture'] },
  { skill: 'Testing', phrases: ['unit tests', 'automated tests', 'test automation', 'tdd', 'test-driven', 'quality assurance'], competencies: ['testing'] },
  { skill: 'Code review', phrases: ['code reviews', 'code review', 'clean code', 'maintainable code', 'best practices'], competencies: ['code_review', 'code_quality'] },
  { skill: 'APIs', phrases: ['api', 'restful', 'graphql', 'backend services'], competencies: ['apis'] },
  { skill: 'Databases', phrases: ['postgresql', 'postgres', 'mysql', 'mongodb', 'relational databases', 'nosql', 'database design'], competencies: ['databases', 'data_modelling'] },
  { skill: 'Cloud and DevOps', phrases: ['ci/cd', 'aws', 'azure', 'gcp', 'kubernetes', 'docker', 'infrastructure as code', 'deployment pipelines'], competencies: ['devops'] },
  { skill: 'On-call and incidents', phrases: ['on-call', 'on call', 'incidents', 'incident management', 'production issues', 'monitoring', 'reliability'], competencies: ['incident_response', 'observability'] },
  { skill: 'Security', phrases: ['secure coding', 'owasp', 'application security', 'security best practices'], competencies: ['security'] },
  { skill: 'Performance', phrases: ['performance optimization', 'performance optimisation', 'low latency', 'high performance'], competencies: ['performance'] },
  // ---- data
  { skill: 'SQL', phrases: ['sql', 'bigquery', 'snowflake', 'redshift'], competencies: ['sql', 'databases'] },
  { skill: 'Dashboards and BI', phrases: ['tableau', 'power bi', 'looker', 'dashboard', 'reporting tools', 'business intelligence'], competencies: ['dashboards', 'data_visualisation'] },
  { skill: 'Data visualisation', phrases: ['data visualization', 'visualize data', 'visualise data', 'charts'], competencies: ['data_visualisation', 'storytelling'] },
  { skill: 'A/B testing', phrases: ['a/b test', 'a/b testing', 'ab testing', 'experiment', 'experiment design', 'hypothesis testing'], competencies: ['experimentation', 'statistics'] },
  { skill: 'Python or R', phrases: ['python', 'pandas', 'r programming', 'jupyter', 'scripting'], competencies: ['python'] },
  { skill: 'Spreadsheets', phrases: ['excel', 'spreadsheets', 'google sheets', 'pivot tables', 'vlookup'], competencies: ['excel'] },
  { skill: 'Data pipelines', phrases: ['etl', 'elt', 'data pipelines', 'dbt', 'airflow', 'data warehouse'], competencies: ['etl', 'data_modelling'] },
  { skill: 'Data quality', phrases: ['data quality', 'data integrity', 'clean data', 'data cleaning', 'messy data'], competencies: ['data_quality', 'data_cleaning'] },
  { skill: 'KPIs and metrics', phrases: ['kpis', 'kpi', 'key metrics', 'okrs', 'success metrics', 'measure impact'], competencies: ['metrics', 'kpis', 'analytics'] },
  // ---- product and projects
  { skill: 'Product strategy', phrases: ['product vision', 'product strategy', 'product roadmap', 'roadmap'], competencies: ['product_strategy', 'roadmapping'] },
  { skill: 'User research', phrases: ['user research', 'customer interviews', 'usability testing', 'user interviews', 'user needs'], competencies: ['user_research', 'research_synthesis'] },
  { skill: 'Requirements', phrases: ['requirements', 'user stories', 'specifications', 'prds', 'product requirements'], competencies: ['communication', 'scope_management'] },
  { skill: 'Launches', phrases: ['launch', 'launches', 'go-to-market', 'go to market', 'release planning'], competencies: ['go_to_market', 'execution'] },
  { skill: 'Project planning', phrases: ['project plans', 'project planning', 'timelines', 'milestones', 'gantt', 'work breakdown'], competencies: ['planning', 'estimation'] },
  { skill: 'Agile', phrases: ['agile', 'scrum', 'kanban', 'sprints', 'sprint planning', 'jira'], competencies: ['agile', 'tools'] },
  { skill: 'Risk management', phrases: ['risk', 'risk register', 'mitigation', 'issues and risks'], competencies: ['risk_management', 'escalation'] },
  { skill: 'Budgets', phrases: ['budget', 'p&l', 'cost control', 'spend'], competencies: ['budget_management', 'budgeting'] },
  { skill: 'Change management', phrases: ['change management', 'adoption', 'transformation'], competencies: ['change_management'] },
  { skill: 'Vendors and dependencies', phrases: ['vendors', 'suppliers', 'third parties', 'contractors', 'dependencies'], competencies: ['dependencies', 'negotiation'] },
  // ---- design
  { skill: 'Design tools', phrases: ['figma', 'sketch', 'adobe xd', 'wireframes', 'wireframing', 'mockups'], competencies: ['prototyping', 'tools'] },
  { skill: 'Interaction and visual design', phrases: ['interaction design', 'ui design', 'ux design', 'visual design', 'user interface', 'user experience'], competencies: ['design_process', 'visual_design'] },
  { skill: 'Design systems', phrases: ['design system', 'component library', 'style guide'], competencies: ['design_systems'] },
  { skill: 'Accessibility', phrases: ['wcag', 'a11y', 'inclusive design', 'accessible'], competencies: ['accessibility'] },
  // ---- marketing and sales
  { skill: 'Campaigns', phrases: ['campaign', 'demand generation', 'lead generation', 'marketing plans'], competencies: ['campaign_planning', 'prospecting'] },
  { skill: 'SEO and content', phrases: ['search engine optimization', 'search engine optimisation', 'content strategy', 'copywriting', 'blog'], competencies: ['seo', 'content_marketing'] },
  { skill: 'Paid and social media', phrases: ['paid social', 'ppc', 'google ads', 'meta ads', 'social media', 'paid search', 'performance marketing'], competencies: ['paid_media', 'social_media'] },
  { skill: 'CRM', phrases: ['salesforce', 'hubspot', 'crm'], competencies: ['crm', 'pipeline_management'] },
  { skill: 'New business', phrases: ['new business', 'outbound', 'cold calling', 'generate leads', 'build pipeline', 'pipeline'], competencies: ['prospecting', 'pipeline_management'] },
  { skill: 'Closing deals', phrases: ['close deals', 'closing deals', 'quota', 'targets', 'revenue targets', 'win new'], competencies: ['closing', 'quota'] },
  { skill: 'Account management', phrases: ['account management', 'existing accounts', 'renewals', 'upsell', 'cross-sell', 'retention'], competencies: ['account_management', 'customer_retention', 'upselling'] },
  // ---- support
  { skill: 'Ticket handling', phrases: ['ticket', 'zendesk', 'freshdesk', 'intercom', 'help desk', 'helpdesk', 'live chat'], competencies: ['tools', 'multitasking'] },
  { skill: 'Escalations', phrases: ['escalations', 'escalate', 'tier 2', 'second line'], competencies: ['escalation', 'de_escalation'] },
  { skill: 'Customer satisfaction', phrases: ['csat', 'nps', 'customer satisfaction', 'sla', 'slas', 'first contact resolution'], competencies: ['metrics', 'quality'] },
  // ---- finance
  { skill: 'Month-end close', phrases: ['month-end', 'month end', 'year-end', 'year end', 'close process', 'journal entries', 'accruals'], competencies: ['month_end_close', 'reconciliation'] },
  { skill: 'Financial reporting', phrases: ['financial statements', 'management accounts', 'gaap', 'ifrs', 'financial reporting'], competencies: ['financial_reporting', 'compliance'] },
  { skill: 'Reconciliations', phrases: ['reconciliations', 'reconcile', 'balance sheet reconciliations', 'bank reconciliations'], competencies: ['reconciliation'] },
  { skill: 'Audit and controls', phrases: ['audit', 'internal controls', 'sox', 'controls'], competencies: ['audit', 'internal_controls'] },
  { skill: 'Financial analysis', phrases: ['variance analysis', 'financial modelling', 'financial modeling', 'fp&a', 'cash flow'], competencies: ['variance_analysis', 'analysis', 'working_capital'] },
  { skill: 'ERP systems', phrases: ['erp', 'sap', 'netsuite', 'oracle', 'xero', 'quickbooks', 'sage'], competencies: ['systems'] },
  // ---- healthcare
  { skill: 'Patient care', phrases: ['patient care', 'patients', 'care plans', 'bedside', 'holistic care'], competencies: ['patient_care', 'compassion'] },
  { skill: 'Patient safety', phrases: ['medication administration', 'medications', 'patient safety', 'safe staffing'], competencies: ['patient_safety', 'delegation'] },
  { skill: 'Clinical assessment', phrases: ['patient assessment', 'vital signs', 'deteriorating patient', 'triage', 'clinical skills'], competencies: ['clinical_judgement', 'prioritisation'] },
  { skill: 'Infection control', phrases: ['infection prevention', 'infection control', 'hand hygiene'], competencies: ['infection_control'] },
  { skill: 'Clinical records', phrases: ['documentation', 'records', 'charting', 'electronic health records', 'ehr'], competencies: ['documentation', 'handover'] },
  { skill: 'Emergencies', phrases: ['emergency', 'resuscitation', 'bls', 'als', 'acute'], competencies: ['emergency_response'] },
  // ---- teaching
  { skill: 'Lesson planning', phrases: ['lesson plans', 'lesson planning', 'plan lessons', 'schemes of work', 'curriculum'], competencies: ['lesson_planning', 'curriculum'] },
  { skill: 'Behaviour management', phrases: ['behaviour management', 'behavior management', 'classroom management', 'positive learning environment'], competencies: ['classroom_management', 'behaviour_policy'] },
  { skill: 'Special educational needs', phrases: ['special educational needs', 'iep', 'ieps', 'additional needs', 'differentiate', 'differentiated'], competencies: ['inclusion', 'differentiation'] },
  { skill: 'Assessment', phrases: ['marking', 'assessment', 'assess', 'track progress', 'pupil progress', 'student progress'], competencies: ['assessment', 'student_progress', 'data_use'] },
  { skill: 'Safeguarding', phrases: ['safeguarding', 'child protection', 'welfare'], competencies: ['safeguarding', 'wellbeing'] },
  { skill: 'Parents and carers', phrases: ['parents', 'carers', 'families', 'parent evenings'], competencies: ['parent_communication', 'communication'] },
];
