/** A row of the department's deployment listing. */
export interface Deployment {
  name: string;
  deploymentTime: string;
}

/** An approver option. */
export interface UserOption {
  id: string;
  name: string;
  account: string;
  /** The user's organisation, under which the candidates list the user. */
  orgName?: string;
}

export interface DeployRequest {
  /** The BPMN XML, sent as the multipart field `file`. */
  file: File;
  deptId: string;
  processName: string;
}

/** The backend calls of spec 02 §7 the designer makes; the host app wires them to its SDK. */
export interface DesignerApi {
  listDeployments(deptId: string): Promise<Deployment[]>;
  /** Rejects when the deployment failed. */
  deploy(request: DeployRequest): Promise<void>;
  /** The approver options of the department the flow is designed for. */
  listUsers(deptId: string): Promise<UserOption[]>;
  findUserByAccount(account: string): Promise<{ id: string; name: string }[]>;
}

export type NoticeKind = 'success' | 'error' | 'warning';
export type Notify = (message: string, kind: NoticeKind) => void;
/** Resolves true when the user accepts; `details` are extra lines shown under the question. */
export type Confirm = (message: string, details?: string[]) => Promise<boolean>;
