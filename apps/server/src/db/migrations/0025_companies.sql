-- Business accounts: a company applies (pending), an admin approves, rejects or suspends it; its
-- people are owners (manage it) and buyers; owners invite people by e-mail. A person belongs to at
-- most one company: company_members.user_id is the key, so two applications or acceptances at once
-- cannot both make a membership. Invitations keep only a hash of their link's token.
CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CONSTRAINT companies_name_check CHECK (length(name) BETWEEN 1 AND 120),
  -- Bangladesh's Business Identification Number.
  bin text CONSTRAINT companies_bin_check CHECK (bin ~ '^[0-9]{13}$'),
  phone text NOT NULL,
  address text NOT NULL,
  -- One of the 64 districts in its official spelling (the contract's BANGLADESH_DISTRICTS, in its order).
  district text NOT NULL CONSTRAINT companies_district_check CHECK (district IN (
    'Dhaka', 'Faridpur', 'Gazipur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj',
    'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail', 'Bandarban', 'Brahmanbaria',
    'Chandpur', 'Chattogram', 'Cox''s Bazar', 'Cumilla', 'Feni', 'Khagrachhari', 'Lakshmipur',
    'Noakhali', 'Rangamati', 'Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna',
    'Rajshahi', 'Sirajganj', 'Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia',
    'Magura', 'Meherpur', 'Narail', 'Satkhira', 'Barguna', 'Barishal', 'Bhola', 'Jhalokati',
    'Patuakhali', 'Pirojpur', 'Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet', 'Dinajpur', 'Gaibandha',
    'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon', 'Jamalpur',
    'Mymensingh', 'Netrokona', 'Sherpur')),
  trade_license text,
  status text NOT NULL DEFAULT 'pending'
    CONSTRAINT companies_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'suspended')),
  -- The dealer price list its members buy at; its table and foreign key come with price lists.
  price_list_id uuid,
  require_po_number boolean NOT NULL DEFAULT false,
  -- The admins' note, never shown to the company.
  note text,
  -- Who applied: told of the admins' decision.
  applicant_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_created_idx ON companies (created_at DESC, id);
CREATE INDEX companies_status_created_idx ON companies (status, created_at DESC, id);

CREATE TABLE company_members (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  role text NOT NULL CONSTRAINT company_members_role_check CHECK (role IN ('owner', 'buyer')),
  -- Orders above it wait for an owner's approval; null: no limit.
  order_limit_cents integer CONSTRAINT company_members_order_limit_cents_check CHECK (order_limit_cents >= 0),
  joined_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_members_company_idx ON company_members (company_id);

CREATE TABLE company_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CONSTRAINT company_invitations_role_check CHECK (role IN ('owner', 'buyer')),
  order_limit_cents integer CONSTRAINT company_invitations_order_limit_cents_check CHECK (order_limit_cents >= 0),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_invitations_company_email_idx ON company_invitations (company_id, email);
