<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: no dangling pointers. Tokens removed when a reference collapses into its first <w>
  may be pointed at (@synch, @target, @corresp, spanGrp, ...); such pointers are redirected to
  the kept first token of the reference, or dropped where that token has no id.
  Each pointer is looked up in the tree it stands in (a key, not a table of the input), because
  the corpus policy may have given every element a new id before this pass (ids.xsl).
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:key name="teianon:token" match="tei:w" use="@xml:id, @id"/>

  <!-- What a pointer to the token with this id becomes: the id of the token its reference keeps
       ('' where that token has no id), or nothing when the token stays. -->
  <xsl:function name="teianon:redirect" as="xs:string?">
    <xsl:param name="id" as="xs:string"/>
    <xsl:param name="tree" as="node()"/>
    <xsl:variable name="token" as="element(tei:w)?" select="key('teianon:token', $id, $tree)[1]"/>
    <xsl:variable name="reference" as="element()?"
      select="$token/ancestor::*[self::tei:name or self::tei:ref][teianon:is-reference(.) or teianon:is-bare-addressing(.)][1]"/>
    <xsl:if test="exists($reference)">
      <xsl:variable name="collapse" as="map(*)" select="teianon:collapsing($reference)"/>
      <xsl:if test="map:contains($collapse?tokens, generate-id($token)) and not(map:contains($collapse?kept, generate-id($token)))">
        <xsl:sequence select="$collapse?first"/>
      </xsl:if>
    </xsl:if>
  </xsl:function>

  <!-- How a reference's tokens collapse, once per reference (not once per token of it: a
       reference of thousands of tokens): its tokens and those that keep a text (generate-id),
       and the id of its first token. -->
  <xsl:function name="teianon:collapsing" as="map(*)" cache="yes">
    <xsl:param name="reference" as="element()"/>
    <xsl:variable name="tokens" as="element(tei:w)*" select="
        if (teianon:is-bare-addressing($reference)) then teianon:name-tokens($reference)
        else $reference//tei:w[not(ancestor::tei:w)]"/>
    <xsl:sequence select="map{
        'tokens': map:merge($tokens ! map{generate-id(.): true()}),
        (: Which tokens keep a text depends on the replacement's words, not on its numbering. :)
        'kept': teianon:token-texts($tokens, (if ($teianon:pseudonymising) then teianon:surrogate($reference) else (), '[__]')[1]),
        'first': string(($tokens[1]/@xml:id, $tokens[1]/@id)[1])}"/>
  </xsl:function>

  <!-- Every id whose pointers teianon:redirect changes, to what it gives, in one tree: only a
       token of a reference of two tokens or more can go (the first always stays), so only theirs
       are looked up, once per tree instead of once per pointer (every post points to its
       participant with @who). -->
  <xsl:function name="teianon:redirects" as="map(xs:string, xs:string)" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:sequence select="map:merge(
        for $reference in $tree//(tei:name | tei:ref)[descendant::tei:w[2]]
                                  [teianon:is-reference(.) or teianon:is-bare-addressing(.)],
            $id in $reference//tei:w/(@xml:id, @id) ! string(.),
            $to in teianon:redirect($id, $tree)
        return map{$id: $to}, map{'duplicates': 'use-first'})"/>
  </xsl:function>

  <xsl:template match="@*[contains(., '#')]">
    <xsl:variable name="table" as="map(xs:string, xs:string)" select="teianon:redirects(root(.))"/>
    <xsl:variable name="tokens" as="xs:string*" select="if (map:size($table) eq 0) then () else tokenize(normalize-space(.))"/>
    <xsl:variable name="redirects" as="map(xs:string, xs:string)" select="map:merge(
        for $token in $tokens[starts-with(., '#')], $to in $table(substring($token, 2))
        return map{$token: $to})"/>
    <xsl:choose>
      <xsl:when test="map:size($redirects) eq 0">
        <xsl:copy/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:variable name="values" as="xs:string*" select="
            for $token in $tokens
            return if (map:contains($redirects, $token))
                   then (for $to in $redirects($token) return if ($to) then '#' || $to else ())
                   else $token"/>
        <xsl:if test="exists($values)">
          <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="distinct-values($values)"/>
        </xsl:if>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
