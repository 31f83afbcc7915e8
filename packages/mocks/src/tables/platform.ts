// Tables of files, content, workflow and system settings.
import { z } from 'zod';
import { entitySchema } from '../engine/entities.ts';
import { Table } from '../engine/store.ts';

const approvalStep = z.object({
  taskId: z.string(),
  taskName: z.string(),
  assigneeId: z.string(),
  assigneeName: z.string(),
  /** Other users who may take the task (candidateUsers). */
  candidateIds: z.array(z.string()),
  result: z.union([z.literal(0), z.literal(1)]).optional(),
  comment: z.string().optional(),
  startTime: z.string(),
  endTime: z.string().optional(),
  /** The user task of the flow, and the engine's execution of it (one per countersigner). */
  elementId: z.string(),
  executionId: z.string(),
  dueDate: z.string().optional(),
  priority: z.number().optional(),
});

export const platformTables = {
  // files
  files: new Table('files', entitySchema('FileInfo')),
  /** The bytes of each stored file, base64 (kept apart from the FileInfo the API shows). */
  fileBytes: new Table('fileBytes', z.object({ id: z.string(), base64: z.string() })),
  /** Who uploaded each file (seeded files have none: only an administrator may delete them). */
  fileUploaders: new Table('fileUploaders', z.object({ id: z.string(), userId: z.string() })),

  // content
  notices: new Table('notices', entitySchema('Notice')),
  messages: new Table('messages', entitySchema('Message')),
  platformMessages: new Table('platformMessages', entitySchema('PlatformMessage')),
  banners: new Table('sysBanners', entitySchema('SysBanner')),
  floors: new Table('indexFloors', entitySchema('FloorSetting')),
  productAreas: new Table('productAreas', entitySchema('ProductArea')),
  categorySquare: new Table('indexCategorySquare', entitySchema('CategorySquareSetting')),
  information: new Table('informationArticles', entitySchema('InformationArticle')),
  introductions: new Table('platformIntroductions', entitySchema('PlatformIntroduction')),
  handbooks: new Table('fileHandBooks', entitySchema('HandBook')),
  platformRules: new Table('platformRules', entitySchema('PlatformRule')),
  characteristics: new Table('sysCharacteristics', entitySchema('CharacteristicSetting')),

  // workflow
  deployments: new Table('deployments', entitySchema('Deployment')),
  /** The BPMN XML of each deployment, and the engine's serialised reading of it. */
  bpmn: new Table(
    'deploymentBpmn',
    z.object({ id: z.string(), resourceName: z.string(), xml: z.string(), source: z.string() }),
  ),
  processDefinitions: new Table('processDefinitions', entitySchema('ProcessDefinition')),
  /** Process instances with their approval steps: to-do, done and history lists are read from them. */
  processInstances: new Table(
    'processInstances',
    z.object({
      id: z.string(),
      processDefinitionId: z.string(),
      processName: z.string(),
      businessKey: z.string(),
      businessType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
      businessNo: z.string(),
      applicantName: z.string(),
      /** Order approvals: the order summary. */
      order: z.object({ orgName: z.string(), supplierName: z.string(), totalPrice: z.number() }).optional(),
      applicantId: z.string(),
      state: z.enum(['running', 'agreed', 'rejected']),
      /** The tasks: done ones with their decision, open ones waiting for their assignee or candidates. */
      steps: z.array(approvalStep),
      /** The BPMN engine's state of the instance (bpmn-elements `getState`), recovered for each step. */
      engineState: z.string(),
      finishedElementIds: z.array(z.string()),
      takenFlowIds: z.array(z.string()),
      startTime: z.string(),
      endTime: z.string().optional(),
    }),
  ),
  rateSettings: new Table('rateSettings', entitySchema('RateSetting')),
  rateHistory: new Table('rateHistory', entitySchema('RateHistory')),

  // system
  dictionaries: new Table('dictionaries', entitySchema('Dictionary')),
  bizDictionaries: new Table('bizDictionaries', entitySchema('BizDictionary')),
  numberRules: new Table('numberRules', entitySchema('NumberRule')),
  holidays: new Table('holidays', entitySchema('Holiday')),
  tenants: new Table('tenants', entitySchema('Tenant')),
  sysLogs: new Table('sysLogs', entitySchema('SysLog')),
  sysAccounts: new Table('sysAccounts', entitySchema('SysAccount')),
  purchaseBranches: new Table('purchaseBranches', entitySchema('ProcurementBranch')),
  purchaseQuotas: new Table('purchaseQuotas', entitySchema('PurchaseQuota')),
  freights: new Table('freights', entitySchema('Freight')),
  customers: new Table('customers', entitySchema('Customer')),
  onlineSuppliers: new Table('onlineSuppliers', entitySchema('OnlineSupplier')),
  /** Interface secrets of the online suppliers: write-only, never answered. */
  onlineSupplierSecrets: new Table('onlineSupplierSecrets', z.object({ id: z.string(), appSecret: z.string() })),
  supplierScores: new Table('supplierScores', entitySchema('SupplierScore')),
  riskSettings: new Table(
    'riskSettings',
    z.object({
      id: z.string(),
      riskType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      riskName: z.string(),
      enable: z.union([z.literal(0), z.literal(1)]),
      updateTime: z.string().optional(),
    }),
  ),
  riskReports: new Table('riskReports', entitySchema('RiskReport')),
  violationRecords: new Table('violationRecords', entitySchema('ViolationRecord')),

  // supplier governance
  supplierTags: new Table('supplierTags', entitySchema('SupplierTag')),
  /** Published versions of the integrity commitment; how many suppliers signed each is read from the signatures. */
  commitmentTexts: new Table(
    'supplierCommitmentTexts',
    z.object({
      id: z.string(),
      version: z.string(),
      title: z.string(),
      content: z.string(),
      publisherName: z.string().optional(),
      publishTime: z.string(),
    }),
  ),
};
