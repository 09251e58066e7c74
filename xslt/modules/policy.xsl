<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: the corpus policy (mode teianon:policy), applied before the references are replaced.

  The policy comes as JSON in the parameter policy-json (teianon converts its TOML policy file;
  on the Saxon command line: policy-json="{...}" or ?policy-json=unparsed-text('policy.json')):
    {"name": "DOCC 2.1",
     "timestamps": {"action": "keep|remove|shift", "scope": ["timeline", "posts", "header"],
                    "max-shift-days": 365},
     "metadata": [{"xpath": "tei:teiHeader/...", "category": "ROOM", "note": "..."}],
                 (or "placeholder": "[_...-_]" instead of "category"; neither: [_ANONYMISED_])
     "exclude":  [{"xpath": "...", "reason": "..."}],
     "access":   [{"xpath": "...", "status": "restricted", "licence": "..."}],
     "keep": ["public figure", ...], "categories": ["NICK", ...],
     "ids": {"rename": true, "prefix": ""},
     "markup": {"comments": "keep|drop", "processing-instructions": "keep|drop|drop-all"}}
  Every XPath is evaluated with the TEI element of a document as context, prefix tei bound.
  A policy of nothing but a keep-list (what teianon anonymise makes of a keep option alone) is one too:
  its record is what lets the Schematron rules accept the names it keeps.

  - metadata: the text of the selected header elements (or the selected attributes) becomes the
    placeholder; only nodes inside a teiHeader are touched. Text that already is a placeholder
    stays. In an attribute that holds a URI (@target, @ref, @url, ...) the placeholder is
    percent-encoded (teianon:pointer-placeholder), since a bracket is no URI character, and
    pointers into the document (#p1) stay: they name nothing outside it.
  - time stamps: remove drops time-stamp attributes and replaces time-stamp text by
    [_TIMESTAMP_]; shift moves them by one random offset per document (whole days for dates,
    minutes for times of day, both for date-times), so that intervals stay as they were. A
    value that cannot be read as a date or time is removed rather than left.
  - exclude: a document for which a condition holds is left out: inside a teiCorpus it becomes a
    comment; a file that is one such document becomes <teianon:excluded reason="..."/>.
  - access: the first condition that holds sets availability/@status and adds the licence.
  - markup: comments, processing instructions dropped (drop keeps xml-model and xml-stylesheet,
    which say how to check and show the file; drop-all keeps none). teianon's own note on a
    left-out document is made here, not copied, so it stays.
  - ids: see ids.xsl; renamed last, after every rule above has read the original ids.
  What was applied is recorded in encodingDesc as <editorialDecl n="teianon-policy">.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:array="http://www.w3.org/2005/xpath-functions/array"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:mode name="teianon:policy" on-no-match="shallow-copy" on-multiple-match="fail"/>

  <xsl:variable name="teianon:policy" as="map(*)" select="parse-json($policy-json)"/>
  <xsl:variable name="teianon:has-policy" as="xs:boolean" select="map:size($teianon:policy) gt 0"/>
  <xsl:variable name="teianon:timestamp-action" as="xs:string"
    select="string(($teianon:policy?timestamps?action, 'keep')[1])"/>
  <xsl:variable name="teianon:timestamp-scope" as="xs:string*"
    select="if (exists($teianon:policy?timestamps?scope)) then $teianon:policy?timestamps?scope?*
            else ('timeline', 'posts', 'header')"/>
  <xsl:variable name="teianon:timestamp-placeholder" as="xs:string" select="'[_TIMESTAMP_]'"/>
  <xsl:variable name="teianon:comments" as="xs:string" select="string(($teianon:policy?markup?comments, 'keep')[1])"/>
  <xsl:variable name="teianon:processing-instructions" as="xs:string"
    select="string(($teianon:policy?markup?('processing-instructions'), 'keep')[1])"/>

  <!-- An element that has the prefix tei in scope, for xsl:evaluate. -->
  <xsl:variable name="teianon:namespaces" as="element()"><tei:namespaces/></xsl:variable>

  <!-- Attributes that carry a time stamp (att.datable and its -iso variants, timeline entries). -->
  <xsl:variable name="teianon:timestamp-attributes" as="xs:string*" select="
      ('when', 'notBefore', 'notAfter', 'from', 'to', 'when-iso', 'notBefore-iso', 'notAfter-iso',
       'from-iso', 'to-iso', 'when-custom', 'notBefore-custom', 'notAfter-custom', 'from-custom', 'to-custom')"/>
  <xsl:variable name="teianon:timestamp-names" as="map(xs:string, xs:boolean)"
    select="map:merge($teianon:timestamp-attributes ! map{.: true()})"/>

  <!-- ==================================================================== evaluation -->

  <xsl:function name="teianon:select" as="item()*">
    <xsl:param name="context" as="element()"/>
    <xsl:param name="xpath" as="xs:string"/>
    <xsl:evaluate xpath="$xpath" context-item="$context" namespace-context="$teianon:namespaces"/>
  </xsl:function>

  <xsl:function name="teianon:holds" as="xs:boolean">
    <xsl:param name="context" as="element()"/>
    <xsl:param name="xpath" as="xs:string"/>
    <xsl:variable name="result" as="item()*" select="teianon:select($context, $xpath)"/>
    <xsl:sequence select="if (count($result) eq 1 and $result instance of xs:boolean) then $result else exists($result)"/>
  </xsl:function>

  <!-- The reason a document is left out, or nothing. -->
  <xsl:function name="teianon:exclusion" as="xs:string?">
    <xsl:param name="document" as="element(tei:TEI)"/>
    <xsl:sequence select="(for $rule in $teianon:policy?exclude?*
                           return if (teianon:holds($document, $rule?xpath)) then string($rule?reason) else ())[1]"/>
  </xsl:function>

  <xsl:function name="teianon:restriction" as="map(*)?">
    <xsl:param name="document" as="element(tei:TEI)"/>
    <xsl:sequence select="($teianon:policy?access?*[teianon:holds($document, ?xpath)])[1]"/>
  </xsl:function>

  <!-- generate-id of every header node a metadata rule selects, to its placeholder. -->
  <xsl:function name="teianon:redactions" as="map(xs:string, xs:string)">
    <xsl:param name="document" as="element()"/>
    <xsl:sequence select="map:merge(
        for $rule in $teianon:policy?metadata?*,
            $node in teianon:select($document, $rule?xpath)[. instance of node()][ancestor-or-self::tei:teiHeader]
        return map{generate-id($node): teianon:metadata-placeholder($rule)},
        map{'duplicates': 'use-first'})"/>
  </xsl:function>

  <xsl:function name="teianon:metadata-placeholder" as="xs:string">
    <xsl:param name="rule" as="map(*)"/>
    <xsl:sequence select="
        if (exists($rule?placeholder)) then string($rule?placeholder)
        else if (exists($rule?category)) then '[_' || $teianon:long-forms(teianon:category($rule?category)) || '_]'
        else '[_ANONYMISED_]'"/>
  </xsl:function>

  <!-- What a metadata rule makes of an attribute: in a URI attribute each external URI becomes
       the encoded placeholder and internal pointers stay; elsewhere the placeholder. -->
  <xsl:function name="teianon:redacted-attribute" as="xs:string">
    <xsl:param name="attribute" as="attribute()"/>
    <xsl:param name="placeholder" as="xs:string"/>
    <xsl:sequence select="
        if (teianon:is-placeholder($attribute)) then string($attribute)
        else if (teianon:is-pointer-attribute($attribute)) then
          string-join(distinct-values(
            for $token in tokenize(normalize-space($attribute))
            return if (starts-with($token, '#') or teianon:is-placeholder(replace(replace($token, '%5B', '['), '%5D', ']')))
                   then $token else teianon:pointer-placeholder($placeholder)), ' ')
        else $placeholder"/>
  </xsl:function>

  <!-- The offset of one document: days for dates, minutes for times; never zero days. -->
  <xsl:function name="teianon:offset" as="map(xs:string, xs:dayTimeDuration)">
    <xsl:param name="document" as="element()"/>
    <xsl:variable name="max" as="xs:integer" select="xs:integer(($teianon:policy?timestamps?('max-shift-days'), 365)[1])"/>
    <xsl:variable name="random" as="map(*)"
      select="random-number-generator($document-seed || '#' || teianon:preceding-documents($document) || '#' || count($document/ancestor::tei:TEI))"/>
    <xsl:variable name="days" as="xs:integer" select="1 + xs:integer(floor($random?number * $max))"/>
    <xsl:variable name="sign" as="xs:integer" select="if ($random?next()?number lt 0.5) then -1 else 1"/>
    <xsl:variable name="minutes" as="xs:integer" select="xs:integer(floor($random?next()?next()?number * 1440))"/>
    <xsl:sequence select="map{
        'days': xs:dayTimeDuration('P1D') * $days * $sign,
        'minutes': xs:dayTimeDuration('PT1M') * $minutes}"/>
  </xsl:function>

  <!-- A time-stamp value moved by the offset, in its own format; empty when it cannot be read. -->
  <xsl:function name="teianon:shift" as="xs:string?">
    <xsl:param name="value" as="xs:string"/>
    <xsl:param name="offset" as="map(xs:string, xs:dayTimeDuration)"/>
    <xsl:variable name="v" as="xs:string" select="normalize-space($value)"/>
    <xsl:sequence select="
        if ($v castable as xs:dateTime) then string(xs:dateTime($v) + $offset?days + $offset?minutes)
        else if ($v castable as xs:date) then string(xs:date($v) + $offset?days)
        else if ($v castable as xs:time) then string(xs:time($v) + $offset?minutes)
        else if (matches($v, '^\d{1,2}:\d{2}$')) then format-time(xs:time(format-number(xs:integer(substring-before($v, ':')), '00') || ':' || substring-after($v, ':') || ':00') + $offset?minutes, '[H01]:[m01]')
        else if (matches($v, '^\d{1,2}\.\d{1,2}\.\d{4}$')) then
          let $p := tokenize($v, '\.'),
              $d := xs:date($p[3] || '-' || format-number(xs:integer($p[2]), '00') || '-' || format-number(xs:integer($p[1]), '00'))
          return format-date($d + $offset?days, '[D01].[M01].[Y0001]')
        else ()"/>
  </xsl:function>

  <!-- Time stamps inside free text: each readable one moved; any other digits make it unreadable. -->
  <xsl:function name="teianon:shift-text" as="xs:string">
    <xsl:param name="text" as="xs:string"/>
    <xsl:param name="offset" as="map(xs:string, xs:dayTimeDuration)"/>
    <xsl:variable name="parts" as="xs:string*">
      <xsl:analyze-string select="$text" regex="\d{{4}}-\d{{2}}-\d{{2}}(T\d{{2}}:\d{{2}}(:\d{{2}}(\.\d+)?)?([+\-]\d{{2}}:\d{{2}}|Z)?)?|\d{{1,2}}\.\d{{1,2}}\.\d{{4}}|\d{{1,2}}:\d{{2}}(:\d{{2}})?">
        <xsl:matching-substring>
          <xsl:sequence select="(teianon:shift(., $offset), '&#xE000;')[1]"/>
        </xsl:matching-substring>
        <xsl:non-matching-substring>
          <xsl:sequence select="if (matches(., '\d')) then '&#xE000;' else ."/>
        </xsl:non-matching-substring>
      </xsl:analyze-string>
    </xsl:variable>
    <xsl:sequence select="if ($parts = '&#xE000;') then $teianon:timestamp-placeholder else string-join($parts)"/>
  </xsl:function>

  <!-- Which time-stamp scope a node belongs to: timeline, posts, header, or none. -->
  <xsl:function name="teianon:timestamp-scope" as="xs:string?">
    <xsl:param name="node" as="node()"/>
    <xsl:variable name="element" as="element()" select="if ($node instance of element()) then $node else $node/.."/>
    <xsl:sequence select="
        if ($element/self::tei:when) then 'timeline'
        else if ($element/ancestor-or-self::tei:post and ($element/self::tei:post or $element/self::tei:time or $element/self::tei:date)) then 'posts'
        else if (($element/self::tei:date or $element/self::tei:time) and $element/ancestor::tei:teiHeader
                 and not($element/ancestor::*[self::tei:publicationStmt or self::tei:revisionDesc or self::tei:editionStmt
                                              or self::tei:imprint or self::tei:appInfo])) then 'header'
        else ()"/>
  </xsl:function>

  <xsl:function name="teianon:is-timestamp-attribute" as="xs:boolean">
    <xsl:param name="attribute" as="attribute()"/>
    <xsl:sequence select="namespace-uri($attribute) = '' and (
        if ($attribute/parent::tei:when) then local-name($attribute) = 'absolute'
                                           or (local-name($attribute) = 'rend' and matches($attribute, '\d'))
        else local-name($attribute) = $teianon:timestamp-attributes)"/>
  </xsl:function>

  <!-- ==================================================================== entry -->

  <!-- A file whose documents are all excluded: only a marker is left. A tree of some documents
       of a teiCorpus (documents-in-file) cannot tell. -->
  <xsl:template match="/" mode="teianon:policy">
    <xsl:variable name="documents" as="element(tei:TEI)*" select="descendant::tei:TEI"/>
    <xsl:variable name="reasons" as="xs:string*" select="$documents ! teianon:exclusion(.)"/>
    <xsl:choose>
      <xsl:when test="exists($documents) and count($reasons) eq count($documents)
                      and ($documents-in-file lt 0 or $documents-in-file eq count($documents))">
        <teianon:excluded reason="{distinct-values($reasons)}" documents="{count($documents)}"/>
      </xsl:when>
      <xsl:when test="$teianon:rename-ids">
        <xsl:variable name="ruled" as="document-node()">
          <xsl:document>
            <xsl:apply-templates mode="teianon:policy"/>
          </xsl:document>
        </xsl:variable>
        <xsl:apply-templates select="$ruled/node()" mode="teianon:ids">
          <xsl:with-param name="renaming" select="teianon:new-ids($ruled)" tunnel="yes"/>
        </xsl:apply-templates>
      </xsl:when>
      <xsl:otherwise>
        <xsl:apply-templates mode="teianon:policy"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="tei:TEI" mode="teianon:policy">
    <xsl:variable name="reason" as="xs:string?" select="teianon:exclusion(.)"/>
    <xsl:choose>
      <xsl:when test="exists($reason)">
        <xsl:comment select="' teianon: a document was left out here by the corpus policy (' || $reason || ') '"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="teianon:document"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="teianon:document">
    <xsl:variable name="restriction" as="map(*)?" select="teianon:restriction(.)"/>
    <xsl:variable name="redactions" as="map(xs:string, xs:string)" select="teianon:redactions(.)"/>
    <xsl:copy>
      <xsl:apply-templates select="@*, node()" mode="teianon:policy">
        <xsl:with-param name="redactions" select="$redactions" tunnel="yes"/>
        <xsl:with-param name="offset" select="teianon:offset(.)" tunnel="yes"/>
        <xsl:with-param name="restriction" select="$restriction" tunnel="yes"/>
        <xsl:with-param name="record" tunnel="yes" as="element(tei:editorialDecl)">
          <xsl:call-template name="teianon:policy-record">
            <xsl:with-param name="redactions" select="$redactions"/>
            <xsl:with-param name="restriction" select="$restriction"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:apply-templates>
    </xsl:copy>
  </xsl:template>

  <!-- ==================================================================== metadata and time stamps -->

  <xsl:template match="tei:teiHeader//text() | tei:text//text()[parent::tei:time or parent::tei:date]" mode="teianon:policy">
    <xsl:param name="redactions" as="map(xs:string, xs:string)" tunnel="yes" select="map{}"/>
    <xsl:param name="offset" as="map(xs:string, xs:dayTimeDuration)?" tunnel="yes" select="()"/>
    <xsl:variable name="redacted" as="node()?"
      select="(ancestor-or-self::node()[map:contains($redactions, generate-id(.))])[last()]"/>
    <xsl:variable name="scope" as="xs:string?" select="teianon:timestamp-scope(.)"/>
    <xsl:choose>
      <xsl:when test="not(normalize-space())">
        <xsl:copy/>
      </xsl:when>
      <!-- One placeholder for the element a rule names: in its first words, not in each piece of
           text between the markup inside it (a title with annotations in it would show five). -->
      <xsl:when test="exists($redacted) and not(teianon:is-placeholder(.))">
        <xsl:if test="($redacted/descendant-or-self::text()[normalize-space()])[1] is .">
          <xsl:value-of select="$redactions(generate-id($redacted))"/>
        </xsl:if>
      </xsl:when>
      <xsl:when test="exists($scope) and $scope = $teianon:timestamp-scope and $teianon:timestamp-action = 'remove'">
        <xsl:value-of select="$teianon:timestamp-placeholder"/>
      </xsl:when>
      <xsl:when test="exists($scope) and $scope = $teianon:timestamp-scope and $teianon:timestamp-action = 'shift'">
        <xsl:value-of select="teianon:shift-text(., $offset)"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:copy/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- In the text, only the time-stamp attributes of a post, time or date can change (a chat
       post has half a dozen others): the mode copies the rest without coming here. -->
  <xsl:template match="tei:teiHeader//@* | tei:text//tei:when/@*
                       | tei:text//tei:post/@*[map:contains($teianon:timestamp-names, local-name())]
                       | tei:text//tei:post//tei:time/@*[map:contains($teianon:timestamp-names, local-name())]
                       | tei:text//tei:post//tei:date/@*[map:contains($teianon:timestamp-names, local-name())]" mode="teianon:policy">
    <xsl:param name="redactions" as="map(xs:string, xs:string)" tunnel="yes" select="map{}"/>
    <xsl:param name="offset" as="map(xs:string, xs:dayTimeDuration)?" tunnel="yes" select="()"/>
    <xsl:variable name="scope" as="xs:string?" select="teianon:timestamp-scope(.)"/>
    <xsl:choose>
      <xsl:when test="map:contains($redactions, generate-id(.))">
        <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="teianon:redacted-attribute(., $redactions(generate-id(.)))"/>
      </xsl:when>
      <xsl:when test="exists($scope) and $scope = $teianon:timestamp-scope and $teianon:timestamp-action = ('remove', 'shift')
                      and teianon:is-timestamp-attribute(.)">
        <xsl:variable name="shifted" as="xs:string?" select="
            if ($teianon:timestamp-action = 'remove') then ()
            else if (parent::tei:when and local-name() = 'rend') then teianon:shift-text(., $offset)[. ne $teianon:timestamp-placeholder]
            else teianon:shift(., $offset)"/>
        <xsl:if test="exists($shifted)">
          <xsl:attribute name="{name()}" select="$shifted"/>
        </xsl:if>
      </xsl:when>
      <xsl:otherwise>
        <xsl:copy/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- ==================================================================== what stays

       Most of a document is copied as it is: an element holding nothing that a rule of this
       mode can change is copied whole (xsl:copy-of gives the same nodes), instead of each of
       its nodes being offered to the rules (the attribute rule above makes Saxon try every
       attribute of the document). What a rule can change: all of the header, a document (TEI),
       comments and processing instructions, the elements the rules below match wherever they
       stand, and, when time stamps are removed or shifted, timeline entries, times, dates
       and the posts with a time-stamp attribute. KEEP IT IN STEP when a rule is added. -->
  <xsl:function name="teianon:touched-by-policy" as="map(xs:string, xs:boolean)" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:sequence select="map:merge(
        (: one search for each kind of node: a search for several at once is slower :)
        ($tree//comment(), $tree//processing-instruction(), $tree//tei:TEI, $tree//tei:fileDesc,
         $tree//tei:publicationStmt, $tree//tei:availability, $tree//tei:encodingDesc, $tree//tei:editorialDecl,
         $tree//tei:teiHeader/descendant-or-self::*,
         if ($teianon:timestamp-action = ('remove', 'shift'))
         then ($tree//tei:when, $tree//tei:time, $tree//tei:date,
               $tree//tei:post[@*[map:contains($teianon:timestamp-names, local-name())][namespace-uri() = '']])
         else ()
        )/ancestor-or-self::* ! map{generate-id(.): true()})"/>
  </xsl:function>

  <!-- Below every other rule of the mode (their priorities are 0 and up). -->
  <xsl:template match="*" mode="teianon:policy" priority="-1">
    <xsl:choose>
      <xsl:when test="map:contains(teianon:touched-by-policy(root(.)), generate-id(.))">
        <xsl:copy>
          <xsl:apply-templates select="@*, node()" mode="#current"/>
        </xsl:copy>
      </xsl:when>
      <xsl:otherwise>
        <xsl:copy-of select="."/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- ==================================================================== the people's own entries

       Default mode, with or without a policy: a participant's personal data is never the
       project's. In every person entry of a participant list (particDesc, or a listPerson in a
       standOff) the contact and life data become placeholders (a residence written as text,
       "Musterstraße 12, 44137 Dortmund", is one field, not a postcode and a city; one of parts,
       address/street/postCode/settlement, keeps its parts, each replaced on its own); a birth or
       death date keeps its year only (@when="1985"); the names of groups and of standOff
       persons become their placeholder, as participants.xsl does for the participant list.
       Public figures and the system account keep theirs. -->
  <xsl:function name="teianon:person-entry" as="element()?">
    <xsl:param name="field" as="element()"/>
    <xsl:variable name="entry" as="element()?" select="$field/ancestor::*[self::tei:person or self::tei:personGrp][1]"/>
    <xsl:sequence select="$entry[ancestor::tei:particDesc or ancestor::tei:listPerson]
                                [not(self::tei:person and teianon:is-unreplaced-person(.))]
                                [not(tokenize(lower-case(normalize-space(@role)))[1] = ('celebrity', 'system'))]"/>
  </xsl:function>

  <xsl:function name="teianon:person-field-placeholder" as="xs:string">
    <xsl:param name="field" as="element()"/>
    <xsl:variable name="text" as="xs:string" select="normalize-space($field)"/>
    <!-- In pseudonym mode a link or an address that the text's references give a surrogate gets
         it here too (a wiki user's page, /wiki/User:Mira7), not a placeholder in a pseudonymised file. -->
    <xsl:variable name="surrogate" as="xs:string?" select="
        if (not($teianon:pseudonymising) or not($text)) then ()
        else (for $category in ('URL', 'EMAIL', 'NUMBER') return teianon:reference-surrogate($category, $text))[1]"/>
    <xsl:sequence select="
        if (exists($surrogate)) then $surrogate
        else if ($field/self::tei:email or ($field/self::tei:idno and matches($text, '^[^@\s]+@[^@\s]+\.\w+$'))) then '[_EMAIL_]'
        else if ($field/self::tei:ref or $field/self::tei:ptr or matches($text, '^(\w+://|www\.)')) then '[_WWWURL_]'
        else if ($field/self::tei:idno) then '[_NUMBER_]'
        else '[_ANONYMISED_]'"/>
  </xsl:function>

  <xsl:template match="tei:residence[exists(teianon:person-entry(.))] | tei:birth[exists(teianon:person-entry(.))]
                       | tei:death[exists(teianon:person-entry(.))] | tei:affiliation[exists(teianon:person-entry(.))]
                       | tei:idno[exists(teianon:person-entry(.))] | tei:email[exists(teianon:person-entry(.))]
                       | tei:address[exists(teianon:person-entry(.))][not(ancestor::tei:residence or ancestor::tei:affiliation)]
                       | tei:ptr[exists(teianon:person-entry(.))]
                       | tei:ref[not(teianon:is-reference(.) or teianon:is-bare-addressing(.))][exists(teianon:person-entry(.))]">
    <xsl:variable name="placeholder" as="xs:string" select="teianon:person-field-placeholder(.)"/>
    <xsl:copy>
      <xsl:call-template name="teianon:person-field-attributes"/>
      <xsl:choose>
        <xsl:when test="*[not(@resp = '#teianon')] and not(teianon:is-placeholder(string(.)))">
          <!-- A field of parts (an address's street, postcode, settlement) keeps its parts, each
               replaced on its own: nothing of the entry's structure is lost (issue 39). -->
          <xsl:apply-templates select="node()" mode="teianon:person-field"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:if test="normalize-space(.) and not(teianon:is-placeholder(string(.)))">
            <xsl:value-of select="$placeholder"/>
          </xsl:if>
          <xsl:if test="teianon:is-placeholder(string(.))">
            <xsl:value-of select="normalize-space(.)"/>
          </xsl:if>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:copy>
  </xsl:template>

  <!-- The attributes of a person's field: a date keeps its year, a link becomes a placeholder. -->
  <xsl:template name="teianon:person-field-attributes">
    <xsl:for-each select="@*">
      <xsl:choose>
        <xsl:when test="namespace-uri() = '' and map:contains($teianon:timestamp-names, local-name())">
          <!-- The year says how old a participant is; the day identifies. -->
          <xsl:variable name="year" as="xs:string?" select="replace(normalize-space(.), '^(-?\d{4}).*$', '$1')[matches(., '^-?\d{4}$')]"/>
          <xsl:if test="exists($year) and local-name() = ('when', 'notBefore', 'notAfter', 'from', 'to', 'when-iso', 'notBefore-iso', 'notAfter-iso', 'from-iso', 'to-iso')">
            <xsl:attribute name="{name()}" select="$year"/>
          </xsl:if>
        </xsl:when>
        <xsl:when test="namespace-uri() = '' and local-name() = ('target', 'url', 'ref', 'key', 'facs')">
          <xsl:attribute name="{name()}" select="
              if ($teianon:pseudonymising and exists(teianon:reference-surrogate('URL', normalize-space(.))))
              then teianon:reference-surrogate('URL', normalize-space(.))
              else teianon:redacted-attribute(., '[_WWWURL_]')"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:copy/>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:for-each>
  </xsl:template>

  <!-- The parts of a person's field: elements kept, the words of each part (teianon's proposals
       inside it too) replaced by one placeholder of that part. -->
  <xsl:template match="*" mode="teianon:person-field">
    <xsl:copy>
      <xsl:call-template name="teianon:person-field-attributes"/>
      <xsl:choose>
        <xsl:when test="*[not(@resp = '#teianon')]">
          <xsl:apply-templates select="node()" mode="#current"/>
        </xsl:when>
        <xsl:when test="teianon:is-placeholder(string(.))">
          <xsl:value-of select="normalize-space(.)"/>
        </xsl:when>
        <xsl:when test="normalize-space(.)">
          <xsl:value-of select="teianon:person-field-placeholder(.)"/>
        </xsl:when>
      </xsl:choose>
    </xsl:copy>
  </xsl:template>

  <xsl:template match="*[@resp = '#teianon']" mode="teianon:person-field" priority="1">
    <xsl:value-of select="teianon:person-field-placeholder(..)"/>
  </xsl:template>

  <xsl:template match="text()[normalize-space(.)]" mode="teianon:person-field">
    <xsl:value-of select="if (teianon:is-placeholder(string(.))) then normalize-space(.)
                          else teianon:person-field-placeholder(..)"/>
  </xsl:template>

  <xsl:template match="tei:particDesc//tei:personGrp//tei:persName[not(ancestor::tei:persName)][exists(teianon:person-entry(.))]
                       | tei:standOff//tei:listPerson//tei:persName[not(ancestor::tei:persName)][exists(teianon:person-entry(.))]">
    <xsl:variable name="entry" as="element()" select="teianon:person-entry(.)"/>
    <xsl:variable name="placeholder" as="xs:string" select="
        if ($entry/self::tei:person) then teianon:participant-placeholder($entry)
        else '[_' || (tokenize(upper-case(normalize-space($entry/@role)))[1], 'PARTICIPANT')[1] || '-'
             || replace(($entry/@xml:id, $entry/@id, 'GROUP')[1], '^.*\.', '') || '_]'"/>
    <xsl:copy>
      <xsl:apply-templates select="@*"/>
      <xsl:choose>
        <xsl:when test="teianon:is-placeholder(string(.))">
          <xsl:value-of select="normalize-space(.)"/>
        </xsl:when>
        <!-- A name of parts (forename, surname) keeps them, each replaced on its own, as a
             participant's does (participants.xsl): no element of the entry is lost. -->
        <xsl:when test="teianon:name-parts(.)">
          <xsl:apply-templates select="node()" mode="teianon:entry-parts">
            <xsl:with-param name="placeholder" select="$placeholder" tunnel="yes"/>
          </xsl:apply-templates>
        </xsl:when>
        <xsl:otherwise>
          <xsl:value-of select="$placeholder"/>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:copy>
  </xsl:template>

  <xsl:mode name="teianon:entry-parts" on-no-match="shallow-copy"/>

  <!-- A name written beside the parts is a name of its own (participants.xsl). -->
  <xsl:template match="text()[../*][teianon:names-words(.)]" mode="teianon:entry-parts">
    <xsl:param name="placeholder" as="xs:string" tunnel="yes"/>
    <xsl:value-of select="teianon:in-its-space(., $placeholder)"/>
  </xsl:template>

  <xsl:template match="*[not(*)][normalize-space()][not(self::tei:roleName or self::tei:nameLink or self::tei:genName)]"
                mode="teianon:entry-parts">
    <xsl:param name="placeholder" as="xs:string" tunnel="yes"/>
    <xsl:copy>
      <xsl:apply-templates select="@*"/>
      <xsl:value-of select="if (teianon:is-placeholder(string(.))) then normalize-space(.) else $placeholder"/>
    </xsl:copy>
  </xsl:template>

  <!-- ==================================================================== comments, processing instructions -->

  <!-- A comment can hold what the text does not ("Export des Kontos lela2"); a project that
       wants none drops them all. -->
  <xsl:template match="comment()" mode="teianon:policy">
    <xsl:if test="$teianon:comments ne 'drop'">
      <xsl:copy/>
    </xsl:if>
  </xsl:template>

  <xsl:template match="processing-instruction()" mode="teianon:policy">
    <xsl:if test="$teianon:processing-instructions eq 'keep'
                  or ($teianon:processing-instructions eq 'drop' and name() = ('xml-model', 'xml-stylesheet'))">
      <xsl:copy/>
    </xsl:if>
  </xsl:template>

  <!-- ==================================================================== access -->

  <xsl:template match="tei:TEI/tei:teiHeader/tei:fileDesc/tei:publicationStmt" mode="teianon:policy">
    <xsl:param name="restriction" as="map(*)?" tunnel="yes" select="()"/>
    <xsl:copy>
      <xsl:apply-templates select="@*, node()" mode="teianon:policy"/>
      <xsl:if test="exists($restriction) and empty(tei:availability)">
        <xsl:choose>
          <xsl:when test="tei:p">
            <p xmlns="http://www.tei-c.org/ns/1.0">Access <xsl:value-of select="$restriction?status"/>: <xsl:value-of select="$restriction?licence"/></p>
          </xsl:when>
          <xsl:otherwise>
            <availability xmlns="http://www.tei-c.org/ns/1.0" status="{$restriction?status}">
              <licence><xsl:value-of select="$restriction?licence"/></licence>
            </availability>
          </xsl:otherwise>
        </xsl:choose>
      </xsl:if>
    </xsl:copy>
  </xsl:template>

  <xsl:template match="tei:TEI/tei:teiHeader/tei:fileDesc/tei:publicationStmt/tei:availability" mode="teianon:policy">
    <xsl:param name="restriction" as="map(*)?" tunnel="yes" select="()"/>
    <xsl:copy>
      <xsl:apply-templates select="@*" mode="teianon:policy"/>
      <xsl:if test="exists($restriction)">
        <xsl:attribute name="status" select="$restriction?status"/>
      </xsl:if>
      <xsl:apply-templates select="node()" mode="teianon:policy"/>
      <xsl:if test="exists($restriction)">
        <licence xmlns="http://www.tei-c.org/ns/1.0"><xsl:value-of select="$restriction?licence"/></licence>
      </xsl:if>
    </xsl:copy>
  </xsl:template>

  <!-- ==================================================================== record -->

  <xsl:template match="tei:teiHeader[tei:encodingDesc]/tei:encodingDesc" mode="teianon:policy">
    <xsl:param name="record" as="element()?" tunnel="yes" select="()"/>
    <xsl:copy>
      <xsl:apply-templates select="@*, node()" mode="teianon:policy"/>
      <xsl:sequence select="$record"/>
    </xsl:copy>
  </xsl:template>

  <!-- An earlier run's record gives way to this run's. -->
  <xsl:template match="tei:encodingDesc/tei:editorialDecl[@n = 'teianon-policy']" mode="teianon:policy"/>

  <xsl:template match="tei:teiHeader[empty(tei:encodingDesc)]/tei:fileDesc" mode="teianon:policy">
    <xsl:param name="record" as="element()?" tunnel="yes" select="()"/>
    <xsl:copy>
      <xsl:apply-templates select="@*, node()" mode="teianon:policy"/>
    </xsl:copy>
    <xsl:if test="exists($record)">
      <encodingDesc xmlns="http://www.tei-c.org/ns/1.0">
        <xsl:sequence select="$record"/>
      </encodingDesc>
    </xsl:if>
  </xsl:template>

  <xsl:template name="teianon:policy-record" as="element(tei:editorialDecl)">
    <xsl:param name="redactions" as="map(xs:string, xs:string)"/>
    <xsl:param name="restriction" as="map(*)?"/>
    <xsl:variable name="document" as="element()" select="."/>
    <editorialDecl xmlns="http://www.tei-c.org/ns/1.0" n="teianon-policy">
      <p>
        <xsl:text>Anonymised by teianon under the corpus policy </xsl:text>
        <xsl:value-of select="if (string($teianon:policy?name)) then '&quot;' || $teianon:policy?name || '&quot;' else '(unnamed)'"/>
        <xsl:text>:</xsl:text>
        <list type="policy">
          <item n="timestamps">
            <xsl:value-of select="$teianon:timestamp-action"/>
          </item>
          <xsl:if test="$teianon:timestamp-action ne 'keep'">
            <item n="timestamp-scope">
              <xsl:value-of select="$teianon:timestamp-scope"/>
            </item>
          </xsl:if>
          <xsl:for-each select="$teianon:policy?metadata?*">
            <xsl:variable name="count" as="xs:integer"
              select="count(teianon:select($document, ?xpath)[. instance of node()][ancestor-or-self::tei:teiHeader])"/>
            <xsl:if test="$count gt 0">
              <item n="metadata">
                <xsl:value-of select="(?note[string()], ?xpath)[1] || ': ' || $count || ' replaced by ' || teianon:metadata-placeholder(.)"/>
              </item>
            </xsl:if>
          </xsl:for-each>
          <xsl:if test="exists($restriction)">
            <item n="access">
              <xsl:value-of select="$restriction?status"/>
            </item>
          </xsl:if>
          <xsl:if test="exists($teianon:policy?categories)">
            <item n="categories">
              <xsl:value-of select="$teianon:policy?categories?*"/>
            </item>
          </xsl:if>
          <xsl:for-each select="$teianon:policy?keep?*">
            <item n="keep">
              <xsl:value-of select="."/>
            </item>
          </xsl:for-each>
          <xsl:if test="$teianon:policy?public?courts eq 'keep'">
            <item n="courts">kept</item>
          </xsl:if>
          <xsl:if test="$teianon:rename-ids">
            <item n="ids">renamed</item>
          </xsl:if>
          <xsl:if test="$teianon:comments eq 'drop'">
            <item n="comments">drop</item>
          </xsl:if>
          <xsl:if test="$teianon:processing-instructions ne 'keep'">
            <item n="processing-instructions">
              <xsl:value-of select="$teianon:processing-instructions"/>
            </item>
          </xsl:if>
        </list>
      </p>
    </editorialDecl>
  </xsl:template>

</xsl:stylesheet>
